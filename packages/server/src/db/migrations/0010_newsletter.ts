import type { Kysely } from 'kysely'

// The newsletter (issue 13, decision 020): one subscription per address, its double opt-in and
// the consent behind it. Tokens are kept only as SHA-256 hashes, so a copy of the database
// confirms and unsubscribes nothing. Consent records are only ever added to: they are the
// evidence of who agreed to what, when and where, and name no address themselves.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // Trimmed and lower-cased: one subscription per address.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    // The language of its mails.
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    // pending (waiting for its confirmation), active or unsubscribed.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The List-Unsubscribe token's hash; the token itself is derived again for each mail.
    .addColumn('unsubscribe_token_hash', 'varchar(64)', (c) =>
      c.notNull().unique(),
    )
    // The newest confirmation link's token, until it is used or a newer one replaces it.
    .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('confirm_expires_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('unsubscribed_at', 'varchar(30)')
    .execute()

  await db.schema
    .createTable('newsletter_consents')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // No foreign key: the record outlives the subscription's address (erasure leaves it anonymous).
    .addColumn('subscription_id', 'varchar(32)', (c) => c.notNull())
    // requested, confirmed or withdrawn.
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    // footer, guest_form, profile (requested); email_link (confirmed); list_unsubscribe,
    // unsubscribe_page, profile (withdrawn).
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    // The consent text agreed to: its version and the SHA-256 of its words in `language`.
    .addColumn('text_version', 'varchar(40)')
    .addColumn('text_hash', 'varchar(64)')
    // The client's address cut to its network (IPv4 /24, IPv6 /48): evidence, not an identity.
    .addColumn('ip_prefix', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('newsletter_consents_subscription')
    .on('newsletter_consents')
    .columns(['subscription_id', 'created_at'])
    .execute()

  // Recent subscription requests per address and per client IP, shared by every process.
  await db.schema
    .createTable('newsletter_requests')
    // SHA-256 of "email:<address>" or "ip:<address>": the counter names nobody.
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    // JSON array of ISO times, oldest first, at most the limit long.
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('newsletter_requests_updated')
    .on('newsletter_requests')
    .column('updated_at')
    .execute()

  // Newsletter mails carry List-Unsubscribe headers (RFC 8058); the outbox keeps what was sent.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('headers', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute()
  for (const table of [
    'newsletter_requests',
    'newsletter_consents',
    'newsletter_subscriptions',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
