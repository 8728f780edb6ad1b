import { toLanguage } from '@resort/core'
import { formatLongDate } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
import { MAX_NIGHTS, type StayDatesErrors } from '@resort/core/stay'
import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { searchPath } from '../../platform/routing/paths'

/**
 * Why the booking page's dates cannot be booked (a link from another site, such as Google's free
 * booking links, with a past or wrong date): said plainly, with a way to choose other dates at
 * the property, or in the search when the property is not known.
 */
export function BookingDatesProblem({
  problems,
  dateFrom,
  dateTo,
  property,
  guests,
}: {
  problems: StayDatesErrors
  dateFrom: string
  dateTo: string
  /** The property booked, once the site knows it. */
  property: { propertyId: string; name: string } | undefined
  /** The guests as a query (adults and children), kept for the dates chosen next. */
  guests: string
}) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const titleId = useId()
  const code = problems.dateFrom ?? problems.dateTo
  return (
    <div role="alert" aria-labelledby={titleId} className="booking-dates">
      <h2 id={titleId}>{t('booking_dates.title')}</h2>
      <p>
        {t(`booking_dates.${code}`, {
          date:
            code === 'date_from_in_past'
              ? formatLongDate(dateFrom, language)
              : code === 'date_to_invalid'
                ? dateTo
                : dateFrom,
          max: MAX_NIGHTS,
        })}
      </p>
      <p>
        {property ? (
          <Link
            to={`${pagePath('accommodation', language, encodeURIComponent(property.propertyId))}?${guests}`}
          >
            {t('booking_dates.choose_at', { name: property.name })}
          </Link>
        ) : (
          <Link to={`${searchPath(language)}?${guests}`}>
            {t('go_to_search')}
          </Link>
        )}
      </p>
    </div>
  )
}
