import { sql, type Kysely } from 'kysely'

// Issue 35, decision 045: gift vouchers and every move of their value. The balance is kept on the
// voucher's row, so a booking spends it by one conditional update; each spend remembers what was
// given back of it, so a cancellation or change returns value once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_vouchers')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    // Null while the card step is open: a voucher has a code once it is paid.
    .addColumn('code', 'varchar(14)', (column) => column.unique())
    .addColumn('state', 'varchar(10)', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('balance', 'integer', (column) => column.notNull())
    .addColumn('refunded', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('intent', 'varchar(255)', (column) => column.notNull().unique())
    .addColumn('buyer_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('buyer_email', 'varchar(254)', (column) => column.notNull())
    .addColumn('recipient_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('recipient_email', 'varchar(254)')
    .addColumn('message', 'text')
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('bought_at', 'varchar(40)')
    .addColumn('valid_until', 'varchar(10)', (column) => column.notNull())
    .addCheckConstraint(
      'gift_vouchers_value_kept',
      sql`balance >= 0 and refunded >= 0 and balance + refunded <= amount`,
    )
    .execute()
  await db.schema
    .createTable('gift_voucher_moves')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('voucher_id', 'varchar(40)', (column) =>
      column.notNull().references('gift_vouchers.id'),
    )
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    // Signed minor units: what the move added to the balance, or took from it.
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('booking_id', 'varchar(32)')
    // A spend's value given back so far (cancellation, a cheaper change); never more than it took.
    .addColumn('returned', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('actor', 'varchar(254)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addCheckConstraint(
      'gift_voucher_moves_return_within_spend',
      sql`returned >= 0 and (kind <> 'spent' or returned <= -amount)`,
    )
    .execute()
  await db.schema
    .createIndex('gift_voucher_moves_voucher')
    .on('gift_voucher_moves')
    .columns(['voucher_id', 'created_at'])
    .execute()
  // A booking's view reads what a voucher and points paid of it: by booking, not a table scan.
  await db.schema
    .createIndex('gift_voucher_moves_booking')
    .on('gift_voucher_moves')
    .column('booking_id')
    .execute()
  await db.schema
    .createIndex('points_entries_booking')
    .on('points_entries')
    .column('booking_id')
    .execute()
  // One spend per booking: a booking is paid by at most one voucher.
  await db.schema
    .createIndex('gift_voucher_moves_booking_spend')
    .on('gift_voucher_moves')
    .columns(['booking_id'])
    .unique()
    .where(sql.ref('kind'), '=', 'spent')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_entries_booking').execute()
  await db.schema.dropTable('gift_voucher_moves').execute()
  await db.schema.dropTable('gift_vouchers').execute()
}
