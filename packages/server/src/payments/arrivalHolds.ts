import { recordAuditBy, SERVER_ACTOR } from '../admin/auditLog'
import type { PaymentDeps } from './paymentDeps'
import { takeHold } from './paymentMovements'

// A hold a rate's policy placed is taken on the arrival day (issue 32), as is a prepayment's hold
// whose capture failed when it was booked. Run by the due payments' job.

/** Takes the holds of confirmed bookings whose arrival day has come. */
export async function takeArrivalHolds(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'logFailure' | 'now'>,
  today: string,
): Promise<void> {
  const holds = await deps.db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select([
      'payments.id',
      'payments.intent',
      'payments.amount',
      'bookings.id as bookingId',
    ])
    .where('payments.state', '=', 'held')
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.date_from', '<=', today)
    .execute()
  for (const hold of holds) {
    try {
      await takeHold(deps, hold, undefined, (trx, taken) =>
        recordAuditBy(
          trx,
          SERVER_ACTOR,
          {
            action: 'hold_taken',
            entity: 'booking',
            entityId: hold.bookingId,
            before: { paymentId: hold.id, held: hold.amount },
            after: { paymentId: hold.id, taken },
          },
          deps.now(),
        ),
      )
    } catch (error) {
      deps.logFailure(error, `hold ${hold.id} not taken on arrival`)
    }
  }
}
