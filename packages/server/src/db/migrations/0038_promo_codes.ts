import { sql, type Kysely } from 'kysely'

// Issue 35, decision 044: promo codes staff create, and the use each booking holds. `uses` is
// counted on the code's row so that the last use is taken by one conditional update.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('value', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)')
    // JSON arrays of ids; empty: every property, every rate.
    .addColumn('property_ids', 'text', (column) => column.notNull())
    .addColumn('rate_plan_ids', 'text', (column) => column.notNull())
    .addColumn('stay_from', 'varchar(10)')
    .addColumn('stay_to', 'varchar(10)')
    .addColumn('book_from', 'varchar(10)')
    .addColumn('book_to', 'varchar(10)')
    .addColumn('min_nights', 'integer', (column) => column.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_guest', 'integer')
    .addColumn('combinable', 'smallint', (column) => column.notNull())
    .addColumn('uses', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('voided_at', 'varchar(40)')
    .addCheckConstraint(
      'promo_codes_uses_within_limit',
      sql`uses >= 0 and (max_uses is null or uses <= max_uses)`,
    )
    .execute()
  await db.schema
    .createTable('promo_code_uses')
    .addColumn('booking_id', 'varchar(32)', (column) =>
      column.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('code_id', 'varchar(40)', (column) =>
      column.notNull().references('promo_codes.id'),
    )
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('released_at', 'varchar(40)')
    .execute()
  await db.schema
    .createIndex('promo_code_uses_guest')
    .on('promo_code_uses')
    .columns(['code_id', 'email'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_code_uses').execute()
  await db.schema.dropTable('promo_codes').execute()
}
