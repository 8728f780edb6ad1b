import type { Kysely } from 'kysely'

// Issue 35: each villa's or apartment's calendar feed has a secret address. The secret is kept
// as it is, like Google Calendar's secret iCal address, so staff can read the address again: it
// opens only which nights cannot be booked, never a guest's name; staff rotate a leaked one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unit_calendars')
    .addColumn('unit_type_id', 'varchar(64)', (column) =>
      column.primaryKey().references('unit_types.id').onDelete('cascade'),
    )
    .addColumn('token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('rotated_at', 'varchar(40)', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unit_calendars').execute()
}
