import type { Kysely } from 'kysely'

// The booking an idempotency key produced, written in the booking's own transaction: after a
// crash a retry finds the booking instead of booking twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('booking_id', 'varchar(32)')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    .dropColumn('booking_id')
    .execute()
}
