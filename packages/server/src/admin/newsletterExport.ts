import { stringify } from 'csv-stringify/sync'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

const COLUMNS = ['email', 'language', 'subscribed_at', 'consent_text_version']

/**
 * The confirmed newsletter subscribers as CSV (issue 14): address, language, when they
 * confirmed, and the version of the consent text they confirmed (decision 020). RFC 4180 (CRLF,
 * quotes doubled); a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading ' (ASVS 1.2.10). Who exported personal data, and how many rows, goes to the
 * audit log in the same transaction as the read.
 */
export async function newsletterSubscribersCsv(
  db: Kysely<Database>,
  admin: AdminVisit,
  now: Date,
): Promise<string> {
  const rows = await inTransaction(db, async (trx) => {
    const subscribers = await trx
      .selectFrom('newsletter_subscriptions as s')
      .select((eb) => [
        's.email',
        's.language',
        's.confirmed_at',
        eb
          .selectFrom('newsletter_consents as c')
          .select('c.text_version')
          .whereRef('c.subscription_id', '=', 's.id')
          .where('c.event', '=', 'confirmed')
          .orderBy('c.created_at', 'desc')
          .limit(1)
          .as('text_version'),
      ])
      .where('s.status', '=', 'active')
      .orderBy('s.confirmed_at')
      .orderBy('s.email')
      .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'newsletter_exported',
        entity: 'newsletter',
        entityId: 'subscribers',
        before: null,
        after: { rows: subscribers.length },
      },
      now,
    )
    return subscribers
  })
  return stringify(
    rows.map((row) => [
      row.email,
      row.language,
      row.confirmed_at ?? '',
      row.text_version ?? '',
    ]),
    {
      header: true,
      columns: COLUMNS,
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  )
}
