import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'

/** A yyyy-MM-dd date in full in a language ("5 June 2027"), read in UTC so it never shifts a day. */
export function formatDay(isoDate: string, language: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return new Intl.DateTimeFormat([language, 'en'], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}

// The policy lists of SPEC 3; `cancelation` is the wire spelling.
const POLICY_LISTS = [
  ['sales', 'sales'],
  ['salesAdditional', 'sales_additional'],
  ['cancelation', 'cancellation'],
  ['other', 'other'],
] as const

/** The booking's cancellation terms and the property's four policy lists. */
export function BookingTerms({
  booking,
}: {
  booking: ExistingBookingResponse
}) {
  const { t, i18n } = useTranslation('confirmation')
  const { cancellation, policy } = booking
  let terms: string
  if (!cancellation.refundable) terms = t('cancellation.non_refundable')
  else if (cancellation.freeUntil)
    terms = t('cancellation.free_until', {
      date: formatDay(cancellation.freeUntil, i18n.language),
    })
  else
    terms = t('cancellation.fee_now', {
      fee: formatPrice(
        cancellation.feeIfCancelledNow,
        booking.currency,
        i18n.language,
      ),
    })

  return (
    <>
      <section className="resort-confirmation__section">
        <h3>{t('cancellation.title')}</h3>
        <p>{terms}</p>
      </section>
      <section className="resort-confirmation__section">
        <h3>{t('policy.title')}</h3>
        {POLICY_LISTS.filter(([list]) => policy[list].length > 0).map(
          ([list, key]) => (
            <div key={list}>
              <h4>{t(`policy.${key}`)}</h4>
              <ul>
                {policy[list].map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          ),
        )}
      </section>
    </>
  )
}
