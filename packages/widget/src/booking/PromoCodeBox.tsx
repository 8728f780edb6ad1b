import { formatPrice } from '@resort/core/format'
import type { BookingFlow } from '@resort/core/reservation'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CodeBox } from './CodeBox'

/** Issue 35: the guest's promo code (decision 044); the box says what the server took off. */
export function PromoCodeBox({
  flow,
  focusOnMount,
}: {
  flow: BookingFlow
  focusOnMount: boolean
}) {
  const { t, i18n } = useTranslation('codes')
  const applied = useStore(flow, (state) => state.quote?.promoCode)
  const currency = useStore(flow, (state) => state.reservation.currency)
  const refusal = useStore(flow, (state) => state.promoRefusal)
  return (
    <CodeBox
      flow={flow}
      texts="promo"
      focusOnMount={focusOnMount}
      status={
        applied
          ? t('promo.applied', {
              code: applied.code,
              discount: formatPrice(applied.discount, currency, i18n.language),
            })
          : ''
      }
      values={{ code: applied?.code ?? '' }}
      refusal={refusal}
      maxLength={32}
      onApply={(code) => void flow.getState().applyPromoCode(code)}
      onRemove={() => void flow.getState().removePromoCode()}
    />
  )
}
