import type { Kysely } from 'kysely'

// Member accounts (issue 12, decision 016). Times are ISO 8601 UTC text, as elsewhere, so that
// both dialects compare them alike. Secrets are never stored: passwords as argon2id PHC strings,
// refresh tokens as the SHA-256 of a 256-bit random value.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    // SPEC 3's adb2cId: stable and opaque, never derived from the e-mail address.
    .addColumn('adb2c_id', 'varchar(36)', (c) => c.primaryKey())
    // Trimmed and lower-cased, so one address has one account.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('email_verified_at', 'varchar(30)')
    // Null for an account that signs in only with a social identity or a passkey.
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('city', 'varchar(255)')
    .addColumn('zip_code', 'varchar(255)')
    .addColumn('address', 'varchar(255)')
    .addColumn('phonenumber', 'varchar(32)')
    // The language the member's mail is written in.
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()

  // One row per sign-in; its refresh tokens are one family.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.adb2c_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    // The absolute end, whatever the activity.
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('end_reason', 'varchar(32)')
    .addColumn('user_agent', 'varchar(300)')
    .execute()
  await db.schema
    .createIndex('sessions_user')
    .on('sessions')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(32)', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    // Set when the token is exchanged; a token is exchanged once.
    .addColumn('used_at', 'varchar(30)')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_session')
    .on('refresh_tokens')
    .column('session_id')
    .execute()

  // Failed sign-ins per address in the last hour, known to us or not, shared by every process.
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
    // JSON array of ISO times, oldest first, at most the hourly limit long.
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_failures_updated')
    .on('login_failures')
    .column('updated_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_failures',
    'refresh_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
