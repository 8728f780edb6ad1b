import type { Kysely } from 'kysely'

// Issue 34: the rate limits' counters are shared by every server process on the database, so a
// limit of N a minute allows N in all, not N per process.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // The route and the client's address.
    .addColumn('key', 'varchar(300)', (column) => column.primaryKey())
    // Milliseconds since the epoch when the current window began.
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
