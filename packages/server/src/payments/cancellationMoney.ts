import { recordAuditBy, SERVER_ACTOR } from '../admin/auditLog'
import type { PaymentDeps } from './paymentDeps'
import { takeHold } from './paymentMovements'
import { refundTaken } from './refunds'

// A cancelled booking's money follows its terms (issue 32): what was taken beyond the fee goes
// back to the card, a hold keeps only the fee, and a card kept only to guarantee a booking that
// was cancelled free is given up. Each move is in the audit log, by the server.

async function audited(
  deps: PaymentDeps,
  bookingId: string,
  action: string,
  before: unknown,
  after: unknown,
) {
  await recordAuditBy(
    deps.db,
    SERVER_ACTOR,
    { action, entity: 'booking', entityId: bookingId, before, after },
    deps.now(),
  )
}

/**
 * Settles a booking just cancelled with `fee` to pay: refunds, captures or releases at the
 * gateway. Runs after the cancellation stands; a gateway that fails leaves the payment as it was,
 * for staff to see and settle, and is logged.
 */
export async function settleCancellation(
  deps: PaymentDeps,
  bookingId: string,
  fee: number,
): Promise<void> {
  const payments = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute()
  let feeLeft = fee
  for (const payment of payments) {
    const stamp = () => deps.now().toISOString()
    const set = (changes: { state: 'released' }) =>
      deps.db
        .updateTable('payments')
        .set({ ...changes, updated_at: stamp() })
        .where('id', '=', payment.id)
        .execute()
    try {
      if (payment.kind === 'prepayment' && payment.state === 'taken') {
        const kept = Math.min(payment.taken - payment.refunded, feeLeft)
        feeLeft -= kept
        const back = payment.taken - payment.refunded - kept
        if (back <= 0) continue
        await refundTaken(deps, { ...payment, booking_id: bookingId }, back, {
          actor: SERVER_ACTOR,
        })
      } else if (payment.kind === 'prepayment' && payment.state === 'held') {
        const kept = Math.min(payment.amount, feeLeft)
        feeLeft -= kept
        if (kept > 0) await takeHold(deps, payment, kept)
        else {
          await deps.gateway.release(payment.intent)
          await set({ state: 'released' })
        }
        await audited(
          deps,
          bookingId,
          kept > 0 ? 'hold_taken' : 'hold_released',
          { paymentId: payment.id, held: payment.amount },
          { paymentId: payment.id, taken: kept },
        )
      } else if (
        payment.kind === 'guarantee' &&
        payment.state === 'saved' &&
        fee === 0 &&
        payment.payment_method
      ) {
        // Cancelled free: nothing can be owed, so the card is not kept.
        await deps.gateway.forgetCard(payment.payment_method)
        await set({ state: 'released' })
        await audited(
          deps,
          bookingId,
          'card_released',
          { paymentId: payment.id, state: 'saved' },
          { paymentId: payment.id, state: 'released' },
        )
      }
    } catch (error) {
      deps.logFailure(
        error,
        `payment ${payment.id} of ${bookingId} not settled`,
      )
    }
  }
}
