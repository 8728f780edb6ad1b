import type { Member } from '@resort/core/api'
import {
  guestPrefillFromMember,
  type BookingDetails,
  type BookingFlow,
} from '@resort/core/reservation'
import type { ComponentType } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { PaymentStep } from '../payment/PaymentStep'
import { CheckoutSummary } from './CheckoutSummary'
import { PaymentCodesOpener } from './PaymentCodesOpener'

export interface PaymentStageProps {
  flow: BookingFlow
  onBook: (details: BookingDetails) => void
  /** The signed-in member, whose profile fills the guest form (SPEC 4). */
  member?: Member | undefined
  /**
   * The consent to one reminder of the stay (decision 047), which the resort's own site gives
   * (ReminderConsent): partners' pages do not ask for it, and their bundle does not carry it.
   */
  reminderConsent?: ComponentType<{ flow: BookingFlow }> | undefined
  /** The address of a picture's path the server gave (the API client's `url`). */
  mediaUrl?: (path: string) => string
}

/**
 * Step 3 as the flow has it: the server's quote, the chosen payment method, a refusal, the card
 * step; beside it on a wide widget, the booking's summary (issue 33).
 */
export function PaymentStage({
  flow,
  onBook,
  member,
  reminderConsent: ReminderConsent,
  mediaUrl = (path) => path,
}: PaymentStageProps) {
  const { t } = useTranslation('booking')
  const quote = useStore(flow, (state) => state.quote)
  const offer = useStore(flow, (state) => state.offer)
  const busy = useStore(flow, (state) => state.busy)
  const refusal = useStore(flow, (state) => state.refusal)
  const cardStep = useStore(flow, (state) => state.cardStep)
  const totalPrice = useStore(flow, (state) => state.reservation.totalPrice)
  const paymentType = useStore(flow, (state) => state.reservation.paymentType)
  // Reloaded on this step: the server's quote is being asked again.
  if (!quote || !offer)
    return (
      <p role="status" aria-live="polite">
        {t('loading')}
      </p>
    )
  return (
    <div className="resort-checkout">
      <div>
        <PaymentStep
          quote={{ ...quote, totalPrice, guarantee: paymentType }}
          paymentMethods={quote.paymentMethods}
          onChoosePaymentMethod={(type) =>
            flow.getState().choosePaymentMethod(type)
          }
          allowedCardBrands={offer.property.allowedCardBrands}
          {...(member ? { initial: guestPrefillFromMember(member) } : {})}
          busy={busy}
          {...(refusal ? { serverError: refusal } : {})}
          cardStep={cardStep}
          onCardConfirmed={(intent) =>
            void flow.getState().cardConfirmed(intent)
          }
          onLeaveCardStep={() => flow.getState().leaveCardStep()}
          onBack={() => flow.getState().back()}
          onSubmit={onBook}
          codes={<PaymentCodesOpener flow={flow} />}
          reminder={ReminderConsent ? <ReminderConsent flow={flow} /> : null}
        />
      </div>
      <CheckoutSummary flow={flow} mediaUrl={mediaUrl} />
    </div>
  )
}
