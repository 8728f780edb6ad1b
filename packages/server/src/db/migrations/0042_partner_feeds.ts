import type { Kysely } from 'kysely'

// Issue 35, decision 048: Google's feeds (availability, rates, the hotel list and the landing
// pages file) are read at addresses with a secret, one a partner. Kept as it is, like the units'
// calendar secrets (0036), so staff can read the addresses again: they open prices and rooms
// free, never a guest's name; staff rotate a leaked one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_feed_secrets')
    .addColumn('partner', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('rotated_at', 'varchar(40)', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_feed_secrets').execute()
}
