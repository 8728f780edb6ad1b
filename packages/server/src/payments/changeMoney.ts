import { SERVER_ACTOR } from '../admin/auditLog'
import type { PaymentDeps } from './paymentDeps'
import { refundTaken } from './refunds'

/**
 * Gives back what a changed stay no longer asks under its payment policy (issue 32), from the
 * booking's prepayments, newest first. Runs once the change stands; a gateway that fails is
 * logged, for staff to refund from the booking page.
 */
export async function refundDifference(
  deps: PaymentDeps,
  bookingId: string,
  amount: number,
): Promise<void> {
  const taken = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'prepayment')
    .where('state', '=', 'taken')
    .orderBy('created_at', 'desc')
    .execute()
  let left = amount
  for (const payment of taken) {
    const back = Math.min(left, payment.taken - payment.refunded)
    if (back <= 0) continue
    try {
      await refundTaken(deps, { ...payment, booking_id: bookingId }, back, {
        actor: SERVER_ACTOR,
        note: 'stay changed',
      })
      left -= back
    } catch (error) {
      deps.logFailure(error, `difference of ${bookingId} not refunded`)
      return
    }
    if (left === 0) return
  }
}
