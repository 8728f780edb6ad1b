import type { MailResend } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem, notFound } from '#http/errors'
import type { AccountMailDeps } from '../accounts/accountMailDeps'
import { mailConfirmationLink } from '../accounts/emailConfirmation'
import { mailResetLink } from '../accounts/passwordReset'
import { findUserByEmail, normalizeEmail } from '../accounts/users'
import type { MailAttachment } from '../mail/mailer'
import type { MailPurpose } from '../mail/mailPurpose'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'
import { legacyMailPurpose } from './legacyMailPurpose'
import { likeContains } from './likeContains'
import { hideCredentials, hideHeaderCredentials } from './mailRedaction'

type OutboxLine = Pick<
  Selectable<Database['mail_outbox']>,
  | 'id'
  | 'to_address'
  | 'subject'
  | 'created_at'
  | 'sent_at'
  | 'error'
  | 'purpose'
>

/**
 * What a mail is for: as stored, or for a mail stored before purposes were kept, as its subject
 * and (when read) its text tell.
 */
const purposeOf = (
  row: OutboxLine & { text_body?: string },
): MailPurpose | null =>
  row.purpose ??
  legacyMailPurpose({ subject: row.subject, text: row.text_body })

// Staff never read a credential (issue 30): the subject too, where an admin code once stood. A
// list reads no text: a subject's credential is a code, which the subject alone tells of.
const lineOf = (row: OutboxLine) => ({
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

/**
 * How staff may send a mail of each purpose again: a credential is never sent twice. A reset or
 * confirmation link is renewed; an admin's code, an address change (the member's password
 * confirmed it) and a newsletter opt-in (the guest's own consent) only their owner asks for again.
 */
const RESEND: Record<MailPurpose, MailResend> = {
  password_reset: 'new_link',
  email_confirmation: 'new_link',
  admin_code: 'new_code_at_sign_in',
  email_change: 'recipient_asks_again',
  newsletter_activation: 'recipient_asks_again',
  account_notice: 'as_sent',
  newsletter_notice: 'as_sent',
  booking: 'as_sent',
  service_request: 'as_sent',
  loyalty: 'as_sent',
  account_erasure: 'as_sent',
  // To its recipient again, as it was: the same voucher, no new value.
  gift_voucher: 'as_sent',
  // Sent once, with the guest's consent: never again by staff.
  booking_reminder: 'recipient_asks_again',
}

const resendOf = (purpose: MailPurpose | null): MailResend =>
  purpose ? RESEND[purpose] : 'as_sent'

/** One mail as it was sent, every credential in it hidden, and how it may be sent again. */
export async function outboxMail(db: Kysely<Database>, id: string) {
  const row = await mailById(db, id)
  const purpose = purposeOf(row)
  return {
    ...lineOf(row),
    text: hideCredentials(row.text_body, purpose),
    headers: hideHeaderCredentials(headersOf(row), purpose),
    resend: resendOf(purpose),
  }
}

const refused = (reason: string, message: string) =>
  new ApiProblem(409, 'conflict', message, { id: reason })

// Who asks again instead, for the mails staff never send again.
const REFUSALS: Partial<Record<MailResend, string>> = {
  new_code_at_sign_in:
    'A sign-in code is never sent again: the admin asks for a new code when signing in.',
  recipient_asks_again:
    'This link is never sent again by staff: the recipient asks for a new one on the site.',
}

/** Mails the member a new link in place of the one the mail held, which then stops working. */
async function renewLink(
  deps: AccountMailDeps,
  purpose: MailPurpose | null,
  to: string,
): Promise<string> {
  const user = await findUserByEmail(deps.db, normalizeEmail(to))
  if (!user)
    throw refused(
      'account_gone',
      'No account has this address any more; nothing was sent.',
    )
  if (purpose === 'password_reset')
    return mailResetLink(deps, user, user.language)
  if (user.email_verified_at !== null)
    throw refused(
      'already_confirmed',
      'This address is already confirmed; nothing was sent.',
    )
  return mailConfirmationLink(deps, user, user.language)
}

/**
 * Sends a mail of the outbox again (a guest lost it): a copy as it was, or where it held a link,
 * a new link (issue 30: a credential is never sent twice); the audit log keeps who did.
 */
export async function resendMail(
  deps: AccountMailDeps,
  admin: AdminVisit,
  id: string,
) {
  const row = await mailById(deps.db, id)
  const purpose = purposeOf(row)
  const resend = resendOf(purpose)
  const refusal = REFUSALS[resend]
  if (refusal) throw refused(resend, refusal)
  const newId =
    resend === 'new_link'
      ? await renewLink(deps, purpose, row.to_address)
      : await deps.mailer.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          purpose: row.purpose,
          ...(row.headers ? { headers: headersOf(row) } : {}),
          // A booking mail goes again with its HTML part and calendar file (issue 33).
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(row.attachments
            ? { attachments: JSON.parse(row.attachments) as MailAttachment[] }
            : {}),
        })
  await recordAudit(
    deps.db,
    admin,
    {
      action: 'mail_resent',
      entity: 'mail',
      entityId: id,
      before: null,
      after: { id: newId, resend },
    },
    deps.now(),
  )
  return { id: newId }
}
