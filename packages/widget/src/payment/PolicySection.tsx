import { CheckboxField } from '../forms/CheckboxField'
import { useTranslation } from '../i18n/WidgetTranslations'

/** The rate's policy lists as the final quote gives them. */
export interface QuotePolicy {
  sales: string[]
  salesAdditional: string[]
  // Spelled as the wire and SPEC 3 spell it.
  cancelation: string[]
  other: string[]
}

const LISTS = [
  ['sales', 'policy.sales'],
  ['salesAdditional', 'policy.sales_additional'],
  ['cancelation', 'policy.cancellation'],
  ['other', 'policy.other'],
] as const

/** The booking terms and cancellation policy, and the checkbox that accepts them. */
export function PolicySection({ policy }: { policy: QuotePolicy }) {
  const { t } = useTranslation('payment')
  return (
    <section className="resort-payment__section resort-payment__policy">
      {LISTS.map(([list, heading]) =>
        policy[list].length > 0 ? (
          <div key={list}>
            <h3>{t(heading)}</h3>
            <ul>
              {policy[list].map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      <CheckboxField name="isPolicyAccepted" label={t('policy.accept')} />
    </section>
  )
}
