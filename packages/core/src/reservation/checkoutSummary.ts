import type { PaymentDue, PaymentType } from '../api'
import type { BookingFlowState } from './bookingFlowTypes'

/**
 * What the quote's rate asks when booking with `paymentType` (issue 32): the card's plan, and
 * whether and how much is charged at booking; without a card all is paid at the property.
 */
export function paymentDue(
  quote: { prepaymentAmount: number; paymentPlan: readonly PaymentDue[] },
  paymentType: PaymentType,
) {
  const plan = paymentType === 'NOGUARANTEE' ? [] : quote.paymentPlan
  const chargedNow =
    paymentType === 'PREPAYMENT' ||
    plan.some((due) => due.on === null && due.action === 'charge')
  return { plan, chargedNow, now: chargedNow ? quote.prepaymentAmount : 0 }
}

/**
 * The booking beside the payment step (issue 33): the quote's stay, rate and rooms, the
 * property's first picture, the guests, the total as the payment step has it, what is paid when:
 * by a gift voucher (decision 045), now, and later.
 */
export function checkoutSummary({
  quote,
  offer,
  reservation: { totalPrice, paymentType },
}: Pick<BookingFlowState, 'quote' | 'offer' | 'reservation'>) {
  if (!quote || !offer) return
  const { now } = paymentDue(quote, paymentType)
  const paidByVoucher = quote.giftVoucher?.applied ?? 0
  return {
    ...quote,
    totalPrice,
    paidByVoucher,
    now,
    later: totalPrice - paidByVoucher - now,
    picture: offer.property.images[0],
    guests: quote.units.reduce(
      (sum, unit) => sum + unit.adults + unit.children,
      0,
    ),
  }
}
