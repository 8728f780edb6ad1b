import type { Kysely } from 'kysely'

// A booked unit keeps its children's ages (SPEC 3 childAges, issue 33), as JSON beside its
// supplements. Null for units booked before; they read as no ages given.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_units')
    .addColumn('child_ages', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_units').dropColumn('child_ages').execute()
}
