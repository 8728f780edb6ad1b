import type { Kysely } from 'kysely'

// Issue 35, decision 047: booking recovery. A stay kept with the guest's consent for one reminder
// if no booking of it follows; addresses that stopped reminders, kept as hashes only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_reminders')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    // The guest's browser names the kept stay by a token; only its hash is kept.
    .addColumn('token_hash', 'varchar(64)', (column) =>
      column.notNull().unique(),
    )
    // Emptied once the reminder's time is past: what stays is the address's hash.
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('email_key', 'varchar(64)', (column) => column.notNull())
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('property_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('rate_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('date_from', 'varchar(10)', (column) => column.notNull())
    .addColumn('date_to', 'varchar(10)', (column) => column.notNull())
    // JSON: the rooms as the payment step had them (unit type, guests).
    .addColumn('units', 'text', (column) => column.notNull())
    // The consent: when, and the network it came from (IPv4 /24, IPv6 /48).
    .addColumn('consented_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('consent_ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('reminded_at', 'varchar(40)')
    .addColumn('unsubscribe_token_hash', 'varchar(64)', (column) =>
      column.unique(),
    )
    .execute()
  // The round's question: stays not reminded yet, by when they were last kept.
  await db.schema
    .createIndex('booking_reminders_due')
    .on('booking_reminders')
    .columns(['reminded_at', 'updated_at'])
    .execute()
  await db.schema
    .createIndex('booking_reminders_address')
    .on('booking_reminders')
    .columns(['email_key', 'reminded_at'])
    .execute()
  await db.schema
    .createTable('booking_reminder_opt_outs')
    .addColumn('email_key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_reminder_opt_outs').execute()
  await db.schema.dropTable('booking_reminders').execute()
}
