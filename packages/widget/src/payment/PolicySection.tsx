import { useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useFieldError } from './fields'
import type { PaymentFormValues } from './paymentForm'

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
  const { register } = useFormContext<PaymentFormValues>()
  const accept = useFieldError('isPolicyAccepted')
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
      <div className="resort-payment__check">
        <input
          id={accept.id}
          type="checkbox"
          {...accept.a11y}
          {...register('isPolicyAccepted')}
        />
        <label htmlFor={accept.id}>{t('policy.accept')}</label>
      </div>
      {accept.message}
    </section>
  )
}
