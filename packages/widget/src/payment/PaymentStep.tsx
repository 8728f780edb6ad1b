import type { PaymentDue, PaymentType } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { paymentDue, type CardStep } from '@resort/core/reservation'
import type { GuestFormInput, ReservationHolder } from '@resort/core/validation'
import { useEffect, useRef, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { setServerErrors } from '../forms/setServerErrors'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CardFrame } from './CardFrame'
import { GuestFields } from './GuestFields'
import { HolderFields } from './HolderFields'
import { PaymentActions } from './PaymentActions'
import { PAYMENT_FIELD_LABELS } from './paymentFieldLabels'
import {
  initialPaymentValues,
  PAYMENT_FIELDS,
  paymentResolver,
  type PaymentFormValues,
  type PaymentSubmission,
} from './paymentForm'
import {
  PaymentMethodChoice,
  type PaymentMethodOption,
} from './PaymentMethodChoice'
import { PaymentPlanRows } from './PaymentPlanRows'
import { PolicySection, type QuotePolicy } from './PolicySection'

/** The final quote's parts the payment step shows; prices in minor units. */
export interface PaymentQuote {
  totalPrice: number
  prepaymentAmount: number
  /** What the rate's payment policy asks: at booking (`on` null) or later on a day (issue 32). */
  paymentPlan: readonly PaymentDue[]
  currency: string
  /** The payment method the booking is made with. */
  guarantee: PaymentType
  policy: QuotePolicy
  /** What a gift voucher pays at booking (decision 045); the plan is what is left after it. */
  giftVoucher?: { applied: number } | undefined
  /** What club points pay at booking (decision 046); the plan is what is left after them. */
  pointsPayment?: { amount: number } | undefined
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
  /** True while the booking (or the card step) is being asked for: the buttons wait. */
  busy?: boolean
  /** The server's refusal; `fields` maps names like 'guest.email' (or 'card') to an error code or text. */
  serverError?: { message: string; fields?: Record<string, string> }
  /** The open card step of a card rate (decision 040): the card page replaces the form. */
  cardStep?: CardStep | undefined
  /** The card page confirmed the card step's intent. */
  onCardConfirmed?: (intent: string) => void
  /** Back from the card page to the details, as the guest left them. */
  onLeaveCardStep?: () => void
  onBack: () => void
  /** The details are valid: book, or for a card rate open the card step. */
  onSubmit: (values: PaymentSubmission) => void
  /** The boxes of a promo code and a gift voucher (issue 35), shown above the total. */
  codes?: ReactNode
  /** The consent to one reminder of the stay (decision 047), shown after the guest's details. */
  reminder?: ReactNode
}

/**
 * Step 3 of the booking: who books, who stays, how to pay and the terms; then, for a card rate,
 * the card page (decision 040). The form stays mounted behind the card page, so going back
 * loses nothing typed.
 */
export function PaymentStep({
  quote,
  paymentMethods = [],
  onChoosePaymentMethod,
  allowedCardBrands,
  initial,
  busy = false,
  serverError,
  cardStep,
  onCardConfirmed,
  onLeaveCardStep,
  onBack,
  onSubmit,
  codes,
  reminder,
}: PaymentStepProps) {
  const { t, i18n } = useTranslation('payment')
  const withCard = quote.guarantee !== 'NOGUARANTEE'
  const { plan, chargedNow, now } = paymentDue(quote, quote.guarantee)
  const form = useForm<PaymentFormValues, unknown, PaymentSubmission>({
    defaultValues: initialPaymentValues(initial),
    resolver: paymentResolver,
    // Focus goes to the first invalid field in the order the form shows them (below).
    shouldFocusError: false,
  })
  const { setError, setFocus } = form
  const details = useRef<HTMLDivElement>(null)
  const onCard = Boolean(cardStep)
  const wasOnCard = useRef(onCard)

  // Back from the card page: to the form's heading (before a server error takes it to a field).
  useEffect(() => {
    const heading = details.current?.querySelector<HTMLElement>('h2')
    if (wasOnCard.current && !onCard && heading) {
      heading.tabIndex = -1
      heading.focus()
    }
    wasOnCard.current = onCard
  }, [onCard])

  useEffect(() => {
    setServerErrors(setError, PAYMENT_FIELDS, serverError?.fields ?? {})
  }, [serverError, setError])

  const price = (amount: number) =>
    formatPrice(amount, quote.currency, i18n.language)
  const voucher = quote.giftVoucher?.applied ?? 0
  const points = quote.pointsPayment?.amount ?? 0

  return (
    <>
      <div ref={details} hidden={onCard}>
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
            serverMessage={onCard ? undefined : serverError?.message}
          />
          <HolderFields />
          <GuestFields />
          {reminder}
          {paymentMethods.length > 1 && onChoosePaymentMethod ? (
            <PaymentMethodChoice
              methods={paymentMethods}
              chosen={quote.guarantee}
              onChoose={onChoosePaymentMethod}
            />
          ) : null}
          <PolicySection policy={quote.policy} />
          {codes}
          <dl className="resort-payment__total">
            <dt>{t('total')}</dt>
            <dd>{price(quote.totalPrice)}</dd>
            {voucher > 0 ? (
              <>
                <dt>{t('gift_voucher.paid')}</dt>
                <dd>{price(-voucher)}</dd>
              </>
            ) : null}
            {points > 0 ? (
              <>
                <dt>{t('points.paid')}</dt>
                <dd>{price(-points)}</dd>
              </>
            ) : null}
            {voucher + points > 0 ? (
              <>
                <dt>{t('gift_voucher.left_to_pay')}</dt>
                <dd>{price(quote.totalPrice - voucher - points)}</dd>
              </>
            ) : null}
            {chargedNow ? (
              <>
                <dt>{t('due_now')}</dt>
                <dd>{price(now)}</dd>
              </>
            ) : null}
            <PaymentPlanRows plan={plan} currency={quote.currency} />
          </dl>
          <p className="form-field__hint">
            {quote.guarantee === 'CCARD_GUARANTEE' && plan.length > 0
              ? t('plan.card')
              : t(`guarantee.${quote.guarantee}`)}
            {plan.some((due) => due.action === 'hold')
              ? ` ${t('plan.hold_note')}`
              : ''}
          </p>
          <PaymentActions withCard={withCard} busy={busy} onBack={onBack} />
        </FormFrame>
      </div>
      {cardStep ? (
        <CardFrame
          step={cardStep}
          allowedCardBrands={allowedCardBrands}
          busy={busy}
          problem={serverError?.message}
          onConfirmed={(intent) => onCardConfirmed?.(intent)}
          onBack={() => onLeaveCardStep?.()}
        />
      ) : null}
    </>
  )
}
