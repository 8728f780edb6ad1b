import { sql, type Kysely } from 'kysely'

// Passkeys (WebAuthn, issue 12, decision 018). Binary values are base64url text and flags 0/1
// integers, as elsewhere, so both dialects read them alike. Challenges live in the database, not
// in one process's memory, so several server processes share them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    // The credential id (base64url): at most 1023 bytes, so at most 1364 characters.
    .addColumn('id', 'varchar(1400)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.adb2c_id').onDelete('cascade'),
    )
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // The authenticator's signature counter: an unsigned 32-bit number, beyond PostgreSQL's integer.
    .addColumn('counter', 'bigint', (c) => c.notNull())
    // JSON array of transports (usb, nfc, ble, hybrid, internal, ...), as the browser said.
    .addColumn('transports', 'text', (c) => c.notNull())
    // singleDevice or multiDevice (a synced passkey).
    .addColumn('device_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('aaguid', 'varchar(36)', (c) => c.notNull())
    // Given by the member, or derived from the browser that registered it.
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .execute()
  await db.schema
    .createIndex('passkeys_user')
    .on('passkeys')
    .column('user_id')
    .execute()

  // A ceremony under way: its challenge, used once and for at most five minutes.
  await db.schema
    .createTable('webauthn_challenges')
    // SHA-256 (hex) of the random id in the member's ceremony cookie.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // registration or authentication.
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('challenge', 'varchar(128)', (c) => c.notNull())
    // For a registration: the member and the session that asked for it.
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.references('users.adb2c_id').onDelete('cascade'),
    )
    .addColumn('session_id', 'varchar(32)', (c) =>
      c.references('sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('webauthn_challenges_expires')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute()

  // How and when the member proved who they are, so that a change to the account can ask for a
  // recent sign-in. Sessions before this migration were signed in when they were created; how is
  // not recorded for them.
  await db.schema
    .alterTable('sessions')
    .addColumn('auth_method', 'varchar(16)')
    .execute()
  await db.schema
    .alterTable('sessions')
    .addColumn('authenticated_at', 'varchar(30)')
    .execute()
  await sql`update sessions set authenticated_at = created_at`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('authenticated_at')
    .execute()
  await db.schema.alterTable('sessions').dropColumn('auth_method').execute()
  await db.schema.dropTable('webauthn_challenges').execute()
  await db.schema.dropTable('passkeys').execute()
}
