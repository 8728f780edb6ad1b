import type { FinalQuoteResponse } from '@resort/core/api'
import { planAfterVoucher } from '@resort/core/pricing'
import type { GiftVoucherTable } from '#db/schema'
import { voucherRefusal, voucherRefused } from './giftVoucherRules'

type Voucher = Pick<
  GiftVoucherTable,
  'code' | 'state' | 'balance' | 'valid_until' | 'currency'
>

/** The plan and what is due at booking once `paid` of the total is paid already. */
export function quoteAfterPaid(
  quote: FinalQuoteResponse,
  paid: number,
): FinalQuoteResponse {
  const paymentPlan = planAfterVoucher(quote.paymentPlan, paid)
  return {
    ...quote,
    paymentPlan,
    prepaymentAmount: paymentPlan
      .filter((due) => due.on === null && due.action === 'charge')
      .reduce((sum, due) => sum + due.amount, 0),
  }
}

/**
 * A quote paid in part or whole by a voucher (decision 045): the voucher pays what it holds, up
 * to the total, at booking; the payment plan asks the card only for the rest. The total does not
 * change: a voucher is money, not a discount. A voucher that cannot pay is refused (400).
 */
export function withGiftVoucher(
  quote: FinalQuoteResponse,
  voucher: Voucher | undefined,
  today: string,
): FinalQuoteResponse {
  const refusal = voucherRefusal(voucher, quote.currency, today)
  if (refusal || !voucher?.code)
    throw voucherRefused(refusal ?? 'gift_voucher_unknown')
  const applied = Math.min(voucher.balance, quote.totalPrice)
  return {
    ...quoteAfterPaid(quote, applied),
    giftVoucher: {
      code: voucher.code,
      applied,
      balanceAfter: voucher.balance - applied,
    },
  }
}
