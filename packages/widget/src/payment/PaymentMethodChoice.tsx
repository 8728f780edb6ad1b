import type { PaymentType } from '@resort/core/api'
import { useId } from 'react'
import { Choice, ChoiceGroup } from '../forms/kit/ChoiceGroup'
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
    <div className="resort-payment__section">
      <ChoiceGroup id={id} legend={t('payment_method')}>
        {methods.map((method) => (
          <Choice
            key={method.id}
            id={`${id}-${method.type}`}
            type="radio"
            name={`${id}-payment-method`}
            value={method.type}
            label={method.name}
            hint={method.description}
            checked={chosen === method.type}
            onChange={() => onChoose(method.type)}
          />
        ))}
      </ChoiceGroup>
    </div>
  )
}
