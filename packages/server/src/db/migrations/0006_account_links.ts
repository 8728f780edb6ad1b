import type { Kysely } from 'kysely'

// The mailed links of member accounts (issue 12): registration confirm, password reset, e-mail
// change. Only the SHA-256 of a link's 256-bit token is kept, so a copy of the database opens
// nothing; a link is claimed once (used_at) and only before expires_at.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    // confirm_email, reset_password or change_email.
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.adb2c_id').onDelete('cascade'),
    )
    // The address the link was mailed to: the one it confirms.
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute()
  await db.schema
    .createIndex('account_links_user')
    .on('account_links')
    .columns(['user_id', 'purpose'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_links').execute()
}
