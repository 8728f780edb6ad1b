import type { Kysely } from 'kysely'

// Issue 33: a property's generated pictures are drawn for its place (sea, lake or mountains),
// as art direction, until staff upload photos; the alt texts say which.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('landscape', 'varchar(16)', (column) =>
      column.notNull().defaultTo('sea'),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('landscape').execute()
}
