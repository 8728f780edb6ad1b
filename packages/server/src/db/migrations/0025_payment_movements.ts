import type { Kysely } from 'kysely'

// The money that moved at the gateway, one row per move (issue 32): taken, refunded, or a charge
// declined. Staff reconcile a day's rows with the gateway's report; a payment's row says where it
// stands, these say when and how it got there.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_movements')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) =>
      c.notNull().references('payments.id'),
    )
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // The gateway's reference of the move: the intent, or the refund.
    .addColumn('reference', 'varchar(255)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payment_movements_at')
    .on('payment_movements')
    .column('at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_movements').execute()
}
