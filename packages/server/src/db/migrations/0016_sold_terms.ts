import type { Kysely } from 'kysely'

// Bookings keep what was sold (issue 14): the rate's name, board and policies in every language,
// copied when the booking is made, so a later catalog edit never changes a confirmed booking.
// Null for bookings made before; they read the catalog as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('sold_terms', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('sold_terms').execute()
}
