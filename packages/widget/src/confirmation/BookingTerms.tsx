import type { ExistingBookingResponse } from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import { formatPrice } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'

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
      date: formatLongDate(cancellation.freeUntil, i18n.language),
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
