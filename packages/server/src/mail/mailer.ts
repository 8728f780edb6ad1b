import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import type { MailPurpose } from './mailPurpose'

/** A file sent with a mail, such as a booking's calendar entry; text only, kept in the outbox. */
export interface MailAttachment {
  filename: string
  /** The MIME type with its parameters ('text/calendar; charset=utf-8; method=PUBLISH'). */
  contentType: string
  content: string
}

export interface MailMessage {
  to: string
  subject: string
  /** The plain-text part; every mail has one, with the same content as its HTML part. */
  text: string
  /** The HTML part, beside the text (multipart/alternative). */
  html?: string
  attachments?: readonly MailAttachment[]
  /**
   * What the mail is for: tells the outbox which credential it carries, if any (issue 30). Null
   * only for a copy of a mail stored before purposes were kept.
   */
  purpose: MailPurpose | null
  /** Where a reply goes; used by SMTP delivery only (the outbox keeps no such column). */
  replyTo?: string
  /** Extra header fields, such as a newsletter's List-Unsubscribe (RFC 8058); kept in the outbox. */
  headers?: Readonly<Record<string, string>>
}

/** Writes that must be stored together with the messages, or not at all. */
type OutboxWrite = (trx: Transaction<Database>) => Promise<void>

export interface Mailer {
  /** Stores the message in the outbox and, with SMTP configured, starts its delivery; resolves with the outbox id. */
  send(message: MailMessage): Promise<string>
  /**
   * Stores `write` and the messages in one transaction, then starts their delivery, so a failed
   * call leaves nothing behind and a retry stores nothing twice.
   */
  sendWith(write: OutboxWrite, messages: MailMessage[]): Promise<string[]>
  /** Resolves once every delivery started so far has succeeded or failed (tests, shutdown). */
  settled(): Promise<void>
}

/** The environment variables the mailer reads. */
export interface MailEnv {
  SMTP_HOST?: string | undefined
  SMTP_PORT?: string | undefined
  SMTP_USER?: string | undefined
  SMTP_PASSWORD?: string | undefined
  SMTP_FROM?: string | undefined
}

const DEFAULT_MAIL_FROM = 'Adria Alpe Resorts <no-reply@adria-alpe.example>'

// Column widths of mail_outbox (PostgreSQL enforces them, SQLite does not).
const MAX_SUBJECT_LENGTH = 300
const MAX_ERROR_LENGTH = 2000

// A subject is one header line; guests' names must not add lines to it.
const subjectLine = (text: string) =>
  text.replace(/\s+/g, ' ').trim().slice(0, MAX_SUBJECT_LENGTH)

type Deliver = (message: MailMessage) => Promise<unknown>

/** The SMTP delivery for SMTP_* settings, or undefined when SMTP_HOST is unset. */
function smtpDelivery(env: MailEnv): Deliver | undefined {
  const host = env.SMTP_HOST?.trim()
  if (!host) return undefined
  const port = Number(env.SMTP_PORT || 587)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `SMTP_PORT must be a whole number from 1 to 65535, got "${env.SMTP_PORT}"`,
    )
  }
  const transport = nodemailer.createTransport({
    host,
    port,
    // 465 speaks TLS from the start; other ports upgrade with STARTTLS when offered.
    secure: port === 465,
    ...(env.SMTP_USER
      ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } }
      : {}),
    // Delivery runs after the guest's answer; these only bound how long a message stays pending.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const from = env.SMTP_FROM?.trim() || DEFAULT_MAIL_FROM
  return ({ to, subject, text, html, attachments, replyTo, headers }) =>
    transport.sendMail({
      from,
      to,
      subject,
      text,
      ...(html && { html }),
      ...(attachments?.length && {
        attachments: attachments.map((file) => ({ ...file })),
      }),
      ...(replyTo && { replyTo }),
      ...(headers && { headers: { ...headers } }),
    })
}

// A header value is one line: a line break in it would add header fields of its own.
function checkedHeaders(headers: MailMessage['headers']): string | null {
  if (!headers) return null
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value))
      throw new Error(`mail header ${name} is not a single header line`)
  }
  return JSON.stringify(headers)
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(
    0,
    MAX_ERROR_LENGTH,
  )

/**
 * A mailer that always keeps each message in mail_outbox (staff read it there when no SMTP is
 * configured) and, when SMTP_HOST is set, delivers it and records sent_at or the error.
 */
export function createMailer(
  db: Kysely<Database>,
  env: MailEnv = process.env,
): Mailer {
  const deliver = smtpDelivery(env)
  const pending = new Set<Promise<void>>()

  async function deliverAndRecord(id: string, message: MailMessage) {
    if (!deliver) return
    let outcome: { sent_at: string } | { error: string }
    try {
      await deliver(message)
      outcome = { sent_at: new Date().toISOString() }
    } catch (error) {
      outcome = { error: errorText(error) }
    }
    // The outbox row keeps the message either way; a lost status update must not surface as an
    // unhandled rejection after the guest has had the answer.
    await db
      .updateTable('mail_outbox')
      .set(outcome)
      .where('id', '=', id)
      .execute()
      .catch(() => undefined)
  }

  async function sendWith(write: OutboxWrite, messages: MailMessage[]) {
    const stored = messages.map((message) => ({
      id: randomUUID().replaceAll('-', ''),
      message: { ...message, subject: subjectLine(message.subject) },
      headers: checkedHeaders(message.headers),
    }))
    const createdAt = new Date().toISOString()
    await inTransaction(db, async (trx) => {
      await write(trx)
      if (stored.length === 0) return
      await trx
        .insertInto('mail_outbox')
        .values(
          stored.map(({ id, message, headers }) => ({
            id,
            to_address: message.to,
            subject: message.subject,
            text_body: message.text,
            created_at: createdAt,
            sent_at: null,
            error: null,
            headers,
            purpose: message.purpose,
            html_body: message.html ?? null,
            attachments: message.attachments?.length
              ? JSON.stringify(message.attachments)
              : null,
          })),
        )
        .execute()
    })
    // Started only after the commit, so a delivered message always has its outbox row.
    for (const { id, message } of stored) {
      const delivery = deliverAndRecord(id, message).finally(() =>
        pending.delete(delivery),
      )
      pending.add(delivery)
    }
    return stored.map(({ id }) => id)
  }

  return {
    send: async (message) => {
      const [id] = await sendWith(async () => undefined, [message])
      return id!
    },
    sendWith,
    settled: async () => {
      await Promise.all([...pending])
    },
  }
}
