import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '#db/schema'
import { notFound } from '#http/errors'
import type { Mailer } from '../mail/mailer'
import type { AdminVisit } from './adminAccess'
import { recordAudit } from './auditLog'
import { likeContains } from './likeContains'

const lineOf = (row: {
  id: string
  to_address: string
  subject: string
  created_at: string
  sent_at: string | null
  error: string | null
}) => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  error: row.error,
})

/** The outbox, newest first, found by part of the address or subject (issue 14). */
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
      .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'error'])
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

/** One mail as it was sent: its text and header fields too. */
export async function outboxMail(db: Kysely<Database>, id: string) {
  const row = await mailById(db, id)
  return {
    ...lineOf(row),
    text: row.text_body,
    headers: row.headers
      ? (JSON.parse(row.headers) as Record<string, string>)
      : {},
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
  const mail = await outboxMail(db, id)
  const newId = await mailer.send({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
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
