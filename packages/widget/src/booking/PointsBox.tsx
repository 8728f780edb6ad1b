import { CLUB_RULES } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { BookingFlow } from '@resort/core/reservation'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CodeBox } from './CodeBox'

/**
 * Issue 35: a signed-in club member pays part of the stay with points (decision 046), shown when
 * the server offers points for this stay. The field starts at the most that may pay, and the box
 * says what the points pay at the published rate.
 */
export function PointsBox({ flow }: { flow: BookingFlow }) {
  const { t, i18n } = useTranslation('codes')
  const offer = useStore(flow, (state) => state.quote?.pointsOffer)
  const paying = useStore(flow, (state) => state.quote?.pointsPayment)
  const currency = useStore(flow, (state) => state.reservation.currency)
  const refusal = useStore(flow, (state) => state.pointsRefusal)
  if (!offer || (offer.maximum === 0 && !paying)) return null
  const number = (value: number) => value.toLocaleString(i18n.language)
  const price = (amount: number) => formatPrice(amount, currency, i18n.language)
  return (
    <CodeBox
      flow={flow}
      texts="points"
      status={
        paying
          ? t('points.applied', {
              points: number(paying.points),
              amount: price(paying.amount),
            })
          : ''
      }
      hint={t('points.offer', {
        balance: number(offer.balance),
        maximum: number(offer.maximum),
        rate: number(CLUB_RULES.paymentPointsPerEuro),
        unit: price(100),
      })}
      initialValue={String(offer.maximum)}
      numeric
      values={{
        minimum: number(CLUB_RULES.paymentMinimum),
        step: number(CLUB_RULES.paymentStep),
        maximum: number(offer.maximum),
      }}
      refusal={refusal}
      maxLength={12}
      onApply={(typed) => void flow.getState().applyPoints(typed)}
      onRemove={() => void flow.getState().removePoints()}
    />
  )
}
