import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

export interface StoredMail {
  to: string
  subject: string
  text: string
}

/** The mails stored for an address, oldest first. */
export const mailsTo = async (
  db: Kysely<Database>,
  to: string,
): Promise<StoredMail[]> =>
  (
    await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'created_at'])
      .where('to_address', '=', to)
      .orderBy('created_at')
      .execute()
  ).map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
  }))

/**
 * Waits for the `count`th mail to an address: account mails are written after the answer, so a
 * test looks for them as a member would, in the mailbox.
 */
export async function waitForMail(
  db: Kysely<Database>,
  to: string,
  count = 1,
): Promise<StoredMail> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const mails = await mailsTo(db, to)
    const mail = mails[count - 1]
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail number ${count} to ${to} within 5 s`)
}

/** The token of the link in a mail (its #token= fragment). */
export function linkTokenIn(mail: StoredMail): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)
  if (!match?.[1]) throw new Error(`no link in the mail "${mail.subject}"`)
  return match[1]
}
