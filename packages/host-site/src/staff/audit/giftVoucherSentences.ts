import { reading, text, whole, type Describe } from './auditReading'

// Audit entries name a voucher by its id: staff never see whole codes (decision 045).
const giftVoucherVoided: Describe = ({ entityId }, before, after, say) => {
  if (text(after.state) !== 'void') return undefined
  const balance = whole(before.balance)
  return reading(
    say.t('audit.say.gift_voucher_voided', { voucher: entityId }),
    balance === undefined
      ? []
      : [
          say.t('audit.say.gift_voucher_balance', {
            balance: say.money(balance),
          }),
        ],
  )
}

const giftVoucherRefunded: Describe = ({ entityId }, _before, after, say) => {
  const refunded = whole(after.refunded)
  if (refunded === undefined) return undefined
  return reading(
    say.t('audit.say.gift_voucher_refunded', {
      voucher: entityId,
      amount: say.money(refunded),
    }),
  )
}

/** Staff's changes of gift vouchers (issue 35, decision 045) as staff would say them. */
export const GIFT_VOUCHER_SENTENCES: Record<string, Describe> = {
  gift_voucher_voided: giftVoucherVoided,
  gift_voucher_refunded: giftVoucherRefunded,
}
