import type { Kysely } from 'kysely'

// Social sign-in (issue 12, decision 017). An identity is the provider's (issuer, subject), never
// an e-mail address. Times are ISO 8601 UTC text, as in 0005_accounts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    // Opaque, for the member to name the identity to remove; never the subject.
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // The ID token's iss exactly (per tenant for Microsoft); Facebook's configured origin.
    .addColumn('issuer', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.adb2c_id').onDelete('cascade'),
    )
    // The address the provider gave when connected, shown in the profile; never a key.
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('user_identities_issuer_subject', [
      'issuer',
      'subject',
    ])
    .execute()
  await db.schema
    .createIndex('user_identities_user')
    .on('user_identities')
    .column('user_id')
    .execute()

  // The states of finished social sign-ins, so that none is used twice, until they expire.
  await db.schema
    .createTable('used_social_states')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('used_social_states_expires')
    .on('used_social_states')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['used_social_states', 'user_identities']) {
    await db.schema.dropTable(table).execute()
  }
}
