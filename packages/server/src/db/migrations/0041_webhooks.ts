import type { Kysely } from 'kysely'

// Issue 35, decision 049: webhooks. The addresses staff register for booking events, each event's
// delivery to each address, and each try of a delivery.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(60)', (column) => column.notNull())
    .addColumn('url', 'varchar(2000)', (column) => column.notNull())
    // JSON: the event types it is told of.
    .addColumn('events', 'text', (column) => column.notNull())
    // The signing secret, 'whsec_' and base64: the server must sign with it, so it is kept whole.
    .addColumn('secret', 'varchar(100)', (column) => column.notNull())
    .addColumn('secret_since', 'varchar(40)', (column) => column.notNull())
    // The secret before the last rotation, signing beside the new one until old_secret_until.
    .addColumn('old_secret', 'varchar(100)')
    .addColumn('old_secret_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    // A removed address keeps its deliveries' history; nothing more is sent to it.
    .addColumn('removed_at', 'varchar(40)')
    .execute()
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('webhook_id', 'varchar(40)', (column) =>
      column.notNull().references('webhooks.id'),
    )
    .addColumn('event_id', 'varchar(40)', (column) => column.notNull())
    .addColumn('type', 'varchar(30)', (column) => column.notNull())
    .addColumn('booking_id', 'varchar(40)', (column) => column.notNull())
    // The body as it is signed and posted, the same in every try.
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('state', 'varchar(10)', (column) => column.notNull())
    // When it is tried next; a process trying it moves this forward first (its lease).
    .addColumn('next_attempt_at', 'varchar(40)')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('replay_of', 'varchar(40)')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_of_webhook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute()
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('delivery_id', 'varchar(40)', (column) =>
      column.notNull().references('webhook_deliveries.id'),
    )
    .addColumn('attempt', 'integer', (column) => column.notNull())
    .addColumn('at', 'varchar(40)', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('problem', 'varchar(200)')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('webhook_attempts_pk', ['delivery_id', 'attempt'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute()
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhooks').execute()
}
