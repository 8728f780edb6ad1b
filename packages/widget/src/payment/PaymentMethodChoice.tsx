import type { PaymentType } from '@resort/core/api'
import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

/** A payment method as the server names it in the guest's language. */
export interface PaymentMethodOption {
  id: string
  type: PaymentType
  name: string
  description: string
}

/** The rate's payment methods, when it allows more than one (SPEC 3 paymentMethods, paymentType). */
export function PaymentMethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: PaymentMethodOption[]
  chosen: PaymentType
  onChoose: (type: PaymentType) => void
}) {
  const { t } = useTranslation('payment')
  const id = useId()
  return (
    <fieldset className="resort-payment__section resort-payment__methods">
      <legend>{t('payment_method')}</legend>
      {methods.map((method) => (
        <div key={method.id} className="form-field form-field--choice">
          <input
            type="radio"
            id={`${id}-${method.type}`}
            name={`${id}-payment-method`}
            value={method.type}
            checked={chosen === method.type}
            aria-describedby={`${id}-${method.type}-hint`}
            onChange={() => onChoose(method.type)}
          />
          <label htmlFor={`${id}-${method.type}`}>{method.name}</label>
          <p id={`${id}-${method.type}-hint`} className="form-field__hint">
            {method.description}
          </p>
        </div>
      ))}
    </fieldset>
  )
}
