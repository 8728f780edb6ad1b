import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '#db/schema'
import { notFound } from '#http/errors'
import type { Mailer } from '../mail/mailer'
import type { MailPurpose } from '../mail/mailPurpose'
import type { AdminVisit } from './adminAccess'
import { recordAudit } from './auditLog'
import { legacyMailPurpose } from './legacyMailPurpose'
import { likeContains } from './likeContains'
import { hideCredentials, hideHeaderCredentials } from './mailRedaction'

type OutboxRow = Pick<
  Selectable<Database['mail_outbox']>,
  | 'id'
  | 'to_address'
  | 'subject'
  | 'text_body'
  | 'created_at'
  | 'sent_at'
  | 'error'
  | 'purpose'
>

/** What a mail is for: as stored, or for a mail stored before purposes were kept, as its text tells. */
const purposeOf = (row: OutboxRow): MailPurpose | null =>
  row.purpose ??
  legacyMailPurpose({ subject: row.subject, text: row.text_body })

// Staff never read a credential (issue 30): the subject too, where an admin code once stood.
const lineOf = (row: OutboxRow) => ({
  id: row.id,
  to: row.to_address,
  subject: hideCredentials(row.subject, purposeOf(row)),
  createdAt: row.created_at,
  sentAt: row.sent_at,
  error: row.error,
})

/**
 * The outbox, newest first, found by part of the address or subject (issue 14); never by the
 * text, which holds the links' tokens.
 */
export async function searchOutbox(
  db: Kysely<Database>,
  search: { q?: string | undefined; page: number; pageSize: number },
) {
  let query = db.selectFrom('mail_outbox')
  const q = search.q?.trim()
  if (q) {
    const pattern = likeContains(q.toLowerCase())
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(to_address)`, 'like', pattern),
        eb(sql`lower(subject)`, 'like', pattern),
      ]),
    )
  }
  const [rows, { total }] = await Promise.all([
    query
      .select([
        'id',
        'to_address',
        'subject',
        'text_body',
        'created_at',
        'sent_at',
        'error',
        'purpose',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    query
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map(lineOf),
    total: Number(total),
    page: search.page,
    pageSize: search.pageSize,
  }
}

async function mailById(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('mail', id, 'id')
  return row
}

const headersOf = (row: { headers: string | null }): Record<string, string> =>
  row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {}

/** One mail as it was sent, every credential in it hidden. */
export async function outboxMail(db: Kysely<Database>, id: string) {
  const row = await mailById(db, id)
  const purpose = purposeOf(row)
  return {
    ...lineOf(row),
    text: hideCredentials(row.text_body, purpose),
    headers: hideHeaderCredentials(headersOf(row), purpose),
  }
}

/** Sends a mail of the outbox again as it was (a guest lost it); the audit log keeps who did. */
export async function resendMail(
  db: Kysely<Database>,
  mailer: Mailer,
  admin: AdminVisit,
  id: string,
  now: Date,
) {
  const row = await mailById(db, id)
  const newId = await mailer.send({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    purpose: row.purpose,
    ...(row.headers ? { headers: headersOf(row) } : {}),
  })
  await recordAudit(
    db,
    admin,
    {
      action: 'mail_resent',
      entity: 'mail',
      entityId: id,
      before: null,
      after: { id: newId },
    },
    now,
  )
  return { id: newId }
}
