import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { declinedPayment, type ManageFlow } from '@resort/core/reservation'
import { todayIso } from '@resort/core/stay'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CardFrame } from '../payment/CardFrame'

export interface ReplaceCardProps {
  flow: ManageFlow
  booking: ExistingBookingResponse
}

/**
 * Another card for a booking whose card was declined (issue 32): the card page in the booking
 * flow's frame (decision 040), its "confirmed" kept by the flow, which makes the payment owed.
 */
export function ReplaceCard({ flow, booking }: ReplaceCardProps) {
  const { t, i18n } = useTranslation('manage')
  const { step, busy, problem } = useStore(flow, (state) => state.card)
  if (!step) return null
  const owed = declinedPayment(booking, todayIso())
  const actions = flow.getState()
  return (
    <CardFrame
      step={step}
      // The card page and the server check the property's brands; the booking does not list them.
      allowedCardBrands={[]}
      busy={busy !== false}
      problem={problem ? t(`card.problems.${problem}`) : undefined}
      texts={{
        intro: owed
          ? t('card.intro', {
              amount: formatPrice(owed.amount, booking.currency, i18n.language),
            })
          : undefined,
        busy: busy === 'opening' ? t('card.opening') : t('card.saving'),
        back: t('card.back'),
      }}
      onConfirmed={(intent) => void actions.cardConfirmed(intent)}
      onRetry={() => void actions.retryCard()}
      onBack={() => actions.leaveCardStep()}
    />
  )
}
