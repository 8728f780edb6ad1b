import type { Kysely } from 'kysely'

// The loyalty club (issue 13, decision 021): who joined, an append-only points ledger, and the
// expiry reminders already sent. Bookings learn which member made them, so that a stay earns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loyalty_members')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.primaryKey().references('users.adb2c_id').onDelete('cascade'),
    )
    // Shown in the profile and given to another member for a transfer (with the last name).
    .addColumn('member_number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('joined_at', 'varchar(30)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('points_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('loyalty_members.user_id').onDelete('cascade'),
    )
    // pending (for a stay still to come) or earned (spendable).
    .addColumn('bucket', 'varchar(8)', (c) => c.notNull())
    // Signed: a credit or a debit.
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(24)', (c) => c.notNull())
    // What caused it: a booking, a transfer, or the earned credit a debit draws on (oldest first).
    .addColumn('booking_id', 'varchar(32)')
    .addColumn('transfer_id', 'varchar(36)')
    .addColumn('lot_id', 'varchar(36)')
    // Names the event once: writing it twice is a no-op.
    .addColumn('event_key', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('points_entries_user')
    .on('points_entries')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('points_entries_lot')
    .on('points_entries')
    .column('lot_id')
    .execute()

  await db.schema
    .createTable('points_expiry_reminders')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('loyalty_members.user_id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_expiry_reminders_pk', [
      'user_id',
      'expires_at',
      'days_before',
    ])
    .execute()

  // Not a foreign key: a member's erasure keeps the booking's accounting.
  await db.schema
    .alterTable('bookings')
    .addColumn('member_id', 'varchar(36)')
    .execute()
  await db.schema
    .createIndex('bookings_member')
    .on('bookings')
    .column('member_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_member').execute()
  await db.schema.alterTable('bookings').dropColumn('member_id').execute()
  await db.schema.dropTable('points_expiry_reminders').execute()
  await db.schema.dropTable('points_entries').execute()
  await db.schema.dropTable('loyalty_members').execute()
}
