import { useController } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useFieldError } from './fields'
import type { PaymentFormValues } from './paymentForm'

/**
 * The step's Back and submit buttons. For a card rate the submit leads to the card page, and
 * carries the server's error about the card itself (its 'card' field), which focus moves to.
 */
export function PaymentActions({
  withCard,
  busy,
  onBack,
}: {
  withCard: boolean
  busy: boolean
  onBack: () => void
}) {
  const { t } = useTranslation('payment')
  const {
    field: { ref },
  } = useController<PaymentFormValues, 'card'>({ name: 'card' })
  const card = useFieldError('card')
  let label = withCard ? t('card.continue') : t('submit')
  if (busy) label = withCard ? t('card.opening') : t('booking')
  return (
    <>
      {card.message}
      <div className="resort-payment__actions">
        <button
          type="button"
          className="resort-button resort-button--secondary"
          onClick={onBack}
        >
          {t('back')}
        </button>
        <button
          ref={ref}
          id={card.id}
          type="submit"
          className="resort-button"
          disabled={busy}
          aria-describedby={card.a11y['aria-describedby']}
        >
          {label}
        </button>
      </div>
    </>
  )
}
