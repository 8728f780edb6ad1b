import type { Kysely } from 'kysely'

// A member's favourite properties (issue 13). One row per member and property; a member's rows
// go with the member's user row, a property's with the property.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.adb2c_id').onDelete('cascade'),
    )
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    // Unique per pair; the member's rows are read (and counted) by this key's first column.
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'property_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourites').execute()
}
