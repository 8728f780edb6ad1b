import type { Kysely } from 'kysely'

// Issue 35: a villa or apartment subscribed to the calendars of the other sites it is listed on.
// Each fetch's events close their nights here; a night is remembered with whether this calendar
// closed it, so that when the event goes only nights it closed open again (not staff's own).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unit_calendar_imports')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('unit_type_id', 'varchar(64)', (column) =>
      column.notNull().references('unit_types.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(60)', (column) => column.notNull())
    .addColumn('url', 'varchar(2000)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('status', 'varchar(10)', (column) => column.notNull())
    .addColumn('problem', 'varchar(300)')
    .addColumn('fetched_at', 'varchar(40)')
    .execute()
  await db.schema
    .createIndex('unit_calendar_imports_unit')
    .on('unit_calendar_imports')
    .column('unit_type_id')
    .execute()
  await db.schema
    .createTable('unit_calendar_import_nights')
    .addColumn('import_id', 'varchar(40)', (column) =>
      column
        .notNull()
        .references('unit_calendar_imports.id')
        .onDelete('cascade'),
    )
    .addColumn('night', 'varchar(10)', (column) => column.notNull())
    .addColumn('closed_here', 'smallint', (column) => column.notNull())
    .addPrimaryKeyConstraint('unit_calendar_import_nights_pk', [
      'import_id',
      'night',
    ])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unit_calendar_import_nights').execute()
  await db.schema.dropTable('unit_calendar_imports').execute()
}
