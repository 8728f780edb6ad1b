import type { StaffBooking } from './staffChangeFlowTypes'
import type { ChargeableFee, StaffFee, StaffPayment } from './staffMoneyTypes'

/** What the booking's fee payments took, all of them or those for one kind of fee. */
const feesTaken = (booking: StaffBooking, feeFor?: StaffFee) =>
  booking.payments
    .filter(
      (payment) =>
        payment.kind === 'fee' &&
        (feeFor === undefined || payment.feeFor === feeFor),
    )
    .reduce((sum, payment) => sum + payment.taken, 0)

/**
 * The fees staff may charge the booking now, by the server's rules (issue 32): only to a card
 * on file; a no-show once a confirmed booking's arrival day has come (at most the total), a late
 * cancellation once a booking is cancelled with a fee (at most that fee), each less the fees
 * taken already. A no-show begins at the rate's fee as it stands, a late cancellation at the
 * cancellation's fee less what its fees took.
 */
export function chargeableFees(
  booking: StaffBooking,
  today: string,
): ChargeableFee[] {
  if (!booking.card) return []
  const charged = feesTaken(booking)
  const fees: ChargeableFee[] = []
  if (booking.status === 'confirmed' && booking.checkIn <= today) {
    const most = booking.totalPrice - charged
    const suggested = booking.cancellation.feeIfCancelledNow
    if (most > 0)
      fees.push({ fee: 'no_show', most, suggested: Math.min(suggested, most) })
  }
  const cancellationFee = booking.cancellation.fee ?? 0
  if (booking.status === 'cancelled' && cancellationFee > 0) {
    const most = cancellationFee - charged
    const suggested = cancellationFee - feesTaken(booking, 'late_cancellation')
    if (most > 0)
      fees.push({
        fee: 'late_cancellation',
        most,
        suggested: Math.min(suggested, most),
      })
  }
  return fees
}

/** What of a payment may still be refunded: taken less refunded, in minor units. */
export const refundLeft = (payment: StaffPayment): number =>
  Math.max(0, payment.taken - payment.refunded)
