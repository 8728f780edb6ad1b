import type { Kysely } from 'kysely'

// A booking's money at the gateway (issue 32, decision 040): one row per intent the server
// started (a guarantee that saves the card, a prepayment held then taken) and, later, per fee and
// refund. Only the gateway's references and what the card may show (brand, last four); never a
// card number. A row is started before its booking exists and is tied to it once, when booked.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('booking_id', 'varchar(32)', (c) => c.references('bookings.id'))
    .addColumn('intent', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('fee_for', 'varchar(32)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('property_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_method', 'varchar(255)')
    .addColumn('customer', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  // The gateway's webhook events already handled: the same event twice changes nothing twice.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payments_booking')
    .on('payments')
    .column('booking_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropTable('payments').execute()
}
