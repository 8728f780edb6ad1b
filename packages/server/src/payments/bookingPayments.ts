import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/** A booking's payments, oldest first, as staff reconcile them (adminBooking's `payments`). */
export async function paymentsOfBooking(
  db: Kysely<Database>,
  bookingId: string,
) {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    paymentId: row.id,
    kind: row.kind,
    feeFor: row.fee_for,
    state: row.state,
    currency: row.currency,
    amount: row.amount,
    taken: row.taken,
    refunded: row.refunded,
    gatewayReference: row.intent,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}
