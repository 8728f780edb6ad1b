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
 * by a gift voucher (decision 045), by club points (decision 046), now, and later.
 */
export function checkoutSummary({
  quote,
  offer,
  reservation: { totalPrice, paymentType },
}: Pick<BookingFlowState, 'quote' | 'offer' | 'reservation'>) {
  if (!quote || !offer) return
  const { now } = paymentDue(quote, paymentType)
  const paidByVoucher = quote.giftVoucher?.applied ?? 0
  const paidByPoints = quote.pointsPayment?.amount ?? 0
  return {
    ...quote,
    totalPrice,
    paidByVoucher,
    paidByPoints,
    now,
    later: totalPrice - paidByVoucher - paidByPoints - now,
    picture: offer.property.images[0],
    guests: quote.units.reduce(
      (sum, unit) => sum + unit.adults + unit.children,
      0,
    ),
  }
}

/**
 * The payment step's codes are in use (issue 35): a promo code, a gift voucher or points applied
 * or refused, or points the server offers a signed-in member. Their boxes show open then;
 * otherwise behind the guest's "Promo code or gift voucher?".
 */
export function codesInUse({
  reservation,
  quote,
  promoRefusal,
  giftVoucherRefusal,
  pointsRefusal,
}: Pick<
  BookingFlowState,
  | 'reservation'
  | 'quote'
  | 'promoRefusal'
  | 'giftVoucherRefusal'
  | 'pointsRefusal'
>): boolean {
  return Boolean(
    reservation.promoCode ||
    reservation.giftVoucher ||
    reservation.points ||
    promoRefusal ||
    giftVoucherRefusal ||
    pointsRefusal ||
    quote?.pointsOffer?.maximum,
  )
}
