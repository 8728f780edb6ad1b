import type { Kysely } from 'kysely'

// What a mail of the outbox is for (issue 30), set where the mail is built, so that the outbox
// knows which mails carry a credential (a link's token, a sign-in code) without guessing from the
// text. Mails stored before this migration keep null.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('purpose', 'varchar(30)')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('purpose').execute()
}
