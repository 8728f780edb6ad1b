import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/** A booking's payments as the database keeps them, oldest first. */
export const paymentsOf = (db: Kysely<Database>, bookingId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute()

/** A booking's audit entries, oldest first. */
export const auditOf = (db: Kysely<Database>, bookingId: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'admin_email', 'after', 'note'])
    .where('entity_id', '=', bookingId)
    .orderBy('at')
    .execute()
