import { toLanguage } from '@resort/core'
import type { PropertyResponse } from '@resort/core/api'
import { formatStayDates } from '@resort/core/format'
import { useTranslation } from '../../platform/i18n/translation'
import { useServerText } from '../../platform/ssr'

/** What the rooms below are priced for (dates, nights, guests), announced as it changes. */
export function RoomsStatus({
  offer,
  loading,
  bookable,
}: {
  offer: PropertyResponse
  loading: boolean
  bookable: boolean
}) {
  const { t, i18n } = useTranslation('accommodation')
  const language = toLanguage(i18n.language) ?? 'en'
  const { dateFrom, dateTo, nights, adults, children } = offer.stay
  const status = useServerText(
    'property-rooms-status',
    [
      language,
      loading,
      bookable,
      dateFrom,
      dateTo,
      nights,
      adults,
      children,
    ].join(),
    () =>
      loading
        ? t('rooms.loading')
        : bookable
          ? t('rooms.summary', {
              dates: formatStayDates(dateFrom, dateTo, language),
              nights: t('rooms.nights', { count: nights }),
              guests: t('rooms.guests', { count: adults + children }),
            })
          : t('rooms.none'),
  )
  return (
    <p
      role="status"
      id="property-rooms-status"
      className="property-rooms__status"
    >
      {status}
    </p>
  )
}
