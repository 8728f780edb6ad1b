import type { Kysely } from 'kysely'

// Booking mails carry an HTML part and a calendar file (issue 33); the outbox keeps both, so that
// staff can send the mail again as it was. Mails stored before, and plain-text mails, keep null.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('html_body', 'text')
    .execute()
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute()
}
