import { formatPrice } from '@resort/core/format'
import type { BookingFlow } from '@resort/core/reservation'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CodeBox } from './CodeBox'

/**
 * Issue 35: paying with a gift voucher (decision 045). The box says what the voucher pays and
 * what stays on it; the step's total says what is left to pay.
 */
export function GiftVoucherBox({ flow }: { flow: BookingFlow }) {
  const { t, i18n } = useTranslation('codes')
  const applied = useStore(flow, (state) => state.quote?.giftVoucher)
  const currency = useStore(flow, (state) => state.reservation.currency)
  const refusal = useStore(flow, (state) => state.giftVoucherRefusal)
  const price = (amount: number) => formatPrice(amount, currency, i18n.language)
  return (
    <CodeBox
      flow={flow}
      texts="gift_voucher"
      status={
        applied
          ? t('gift_voucher.applied', {
              applied: price(applied.applied),
              left: price(applied.balanceAfter),
            })
          : ''
      }
      refusal={refusal}
      // Three groups of four, with hyphens or spaces, and a space or two pasted around.
      maxLength={20}
      onApply={(code) => void flow.getState().applyGiftVoucher(code)}
      onRemove={() => void flow.getState().removeGiftVoucher()}
    />
  )
}
