import type { Kysely } from 'kysely'

// Bookings keep copies of what the guest agreed to (rate terms, prices, policy text), so a later
// catalog change never rewrites a confirmed booking. Card data: brand, last four, expiry and the
// provider's token only; never the number or security code.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id'),
    )
    .addColumn('rate_plan_id', 'varchar(64)', (c) =>
      c.notNull().references('rate_plans.id'),
    )
    .addColumn('date_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('date_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('prepayment_amount', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('refundable', 'integer', (c) => c.notNull())
    .addColumn('free_cancellation_until', 'varchar(10)')
    .addColumn('cancellation_fee_percent', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('guest', 'text', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('policy_accepted', 'integer', (c) => c.notNull())
    .addColumn('card_brand', 'varchar(32)')
    .addColumn('card_provider_code', 'varchar(16)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('card_expiry', 'varchar(7)')
    .addColumn('card_token', 'varchar(100)')
    .addColumn('cancellation_fee', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('bookings_email')
    .on('bookings')
    .column('email')
    .execute()

  await db.schema
    .createTable('booking_units')
    .addColumn('booking_id', 'varchar(32)', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('unit_type_id', 'varchar(64)', (c) =>
      c.notNull().references('unit_types.id'),
    )
    .addColumn('adults', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    .addColumn('initial_total', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('supplements', 'text', (c) => c.notNull())
    .addColumn('breakdown', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_units_pk', ['booking_id', 'position'])
    .execute()

  // The inventory a booking holds: released exactly once when it is cancelled or edited.
  await db.schema
    .createTable('booking_nights')
    .addColumn('booking_id', 'varchar(32)', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('unit_type_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_nights_pk', [
      'booking_id',
      'unit_type_id',
      'night',
    ])
    .execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute()

  // Mail waits here; with SMTP configured a sender delivers it, without it staff read it here.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('error', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'service_requests',
    'idempotency_keys',
    'booking_nights',
    'booking_units',
    'bookings',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
