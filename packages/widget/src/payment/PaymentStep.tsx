import type { PaymentType } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { GuestFormInput, ReservationHolder } from '@resort/core/validation'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { setServerErrors } from '../forms/setServerErrors'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CardFields } from './CardFields'
import { GuestFields } from './GuestFields'
import { HolderFields } from './HolderFields'
import { PAYMENT_FIELD_LABELS } from './paymentFieldLabels'
import {
  createPaymentResolver,
  initialPaymentValues,
  PAYMENT_FIELDS,
  toCardBrands,
  type PaymentFormValues,
  type PaymentSubmission,
} from './paymentForm'
import {
  PaymentMethodChoice,
  type PaymentMethodOption,
} from './PaymentMethodChoice'
import { PolicySection, type QuotePolicy } from './PolicySection'

/** The final quote's parts the payment step shows; prices in minor units. */
export interface PaymentQuote {
  totalPrice: number
  prepaymentAmount: number
  currency: string
  /** The payment method the booking is made with. */
  guarantee: PaymentType
  policy: QuotePolicy
}

export interface PaymentStepProps {
  quote: PaymentQuote
  /** The rate's payment methods: the guest chooses when there is more than one. */
  paymentMethods?: PaymentMethodOption[]
  onChoosePaymentMethod?: (type: PaymentType) => void
  /** The property's card brands, as card checks name them ('visa', 'american-express'). */
  allowedCardBrands: string[]
  /** Details known already, such as the signed-in guest's profile. */
  initial?: {
    guest?: Partial<GuestFormInput>
    reservationHolder?: Partial<ReservationHolder>
  }
  /** True while the booking is being sent: the Book button waits. */
  busy?: boolean
  /** The server's refusal; `fields` maps names like 'card.cardNumber' to an error code or text. */
  serverError?: { message: string; fields?: Record<string, string> }
  onBack: () => void
  onSubmit: (values: PaymentSubmission) => void
}

/** Step 3 of the booking: who books, who stays, the card when the rate needs one, and the terms. */
export function PaymentStep({
  quote,
  paymentMethods = [],
  onChoosePaymentMethod,
  allowedCardBrands,
  initial,
  busy = false,
  serverError,
  onBack,
  onSubmit,
}: PaymentStepProps) {
  const { t, i18n } = useTranslation('payment')
  const withCard = quote.guarantee !== 'NOGUARANTEE'
  const brandsKey = allowedCardBrands.join(',')
  const allowedBrands = useMemo(
    () => toCardBrands(brandsKey.split(',')),
    [brandsKey],
  )
  const resolver = useMemo(
    () => createPaymentResolver({ withCard, allowedBrands }),
    [withCard, allowedBrands],
  )
  const form = useForm<PaymentFormValues, unknown, PaymentSubmission>({
    defaultValues: initialPaymentValues(initial),
    resolver,
    // Focus goes to the first invalid field in the order the form shows them (below).
    shouldFocusError: false,
  })
  const { setError, setFocus } = form

  useEffect(() => {
    setServerErrors(setError, PAYMENT_FIELDS, serverError?.fields ?? {})
  }, [serverError, setError])

  const price = (amount: number) =>
    formatPrice(amount, quote.currency, i18n.language)

  return (
    <FormFrame
      form={form}
      namespace="payment"
      className="resort-payment"
      title={t('title')}
      busy={busy}
      onSubmit={() =>
        void form.handleSubmit(
          onSubmit,
          focusFirstError(setFocus, PAYMENT_FIELDS),
        )()
      }
    >
      <ErrorSummary
        labels={PAYMENT_FIELD_LABELS}
        serverMessage={serverError?.message}
      />
      <HolderFields />
      <GuestFields />
      {paymentMethods.length > 1 && onChoosePaymentMethod ? (
        <PaymentMethodChoice
          methods={paymentMethods}
          chosen={quote.guarantee}
          onChoose={onChoosePaymentMethod}
        />
      ) : null}
      {withCard ? <CardFields allowedBrands={allowedBrands} /> : null}
      <PolicySection policy={quote.policy} />
      <dl className="resort-payment__total">
        <dt>{t('total')}</dt>
        <dd>{price(quote.totalPrice)}</dd>
        {quote.guarantee === 'PREPAYMENT' ? (
          <>
            <dt>{t('due_now')}</dt>
            <dd>{price(quote.prepaymentAmount)}</dd>
          </>
        ) : null}
      </dl>
      <p className="form-field__hint">{t(`guarantee.${quote.guarantee}`)}</p>
      <div className="resort-payment__actions">
        <button
          type="button"
          className="resort-button resort-button--secondary"
          onClick={onBack}
        >
          {t('back')}
        </button>
        <button type="submit" className="resort-button" disabled={busy}>
          {busy ? t('booking') : t('submit')}
        </button>
      </div>
    </FormFrame>
  )
}
