// The e2e server's mail outbox, read as staff read it without SMTP: straight from its SQLite
// database (read-only; startServer.mjs notes where it is).
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

export interface OutboxMail {
  to: string
  subject: string
  text: string
}

/** The database file of the e2e server on `port`. */
export function serverDatabaseFile(port: string): string {
  const dataDir = readFileSync(
    path.join(tmpdir(), `resort-e2e-server-${port}.datadir`),
    'utf8',
  )
  return path.join(dataDir, 'resort.sqlite')
}

function mailsTo(port: string, to: string): OutboxMail[] {
  const db = new Database(serverDatabaseFile(port), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    return db
      .prepare(
        'select to_address as "to", subject, text_body as text from mail_outbox where to_address = ? order by created_at',
      )
      .all(to) as OutboxMail[]
  } finally {
    db.close()
  }
}

/** How many mails the outbox holds for an address. */
export const mailCountTo = (port: string, to: string): number =>
  mailsTo(port, to).length

/**
 * Waits for the `count`th mail to an address (account mails are written just after the answer)
 * and returns it.
 */
export async function waitForMail(
  port: string,
  to: string,
  count = 1,
): Promise<OutboxMail> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = mailsTo(port, to)[count - 1]
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail number ${count} to ${to} within 10 s`)
}

/**
 * Waits for the first mail to an address with the subject, and returns it with its number among
 * the address's mails (what listUnsubscribeOf counts): for journeys whose address gets many mails.
 */
export async function waitForMailTitled(
  port: string,
  to: string,
  subject: string,
): Promise<OutboxMail & { count: number }> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = mailsTo(port, to)
    const index = mails.findIndex((mail) => mail.subject === subject)
    if (index >= 0) return { ...mails[index]!, count: index + 1 }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail "${subject}" to ${to} within 10 s`)
}

/** An admin's sign-in code: in the mail's text, never its subject (issue 30). */
export function adminCodeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the mail "${mail.subject}"`)
  return code
}

/** The address of the link in a mail (the line holding `#token=`). */
export function linkIn(mail: OutboxMail): string {
  const link = mail.text.split('\n').find((line) => line.includes('#token='))
  if (!link) throw new Error(`No link in the mail "${mail.subject}"`)
  return link.trim()
}

/**
 * The List-Unsubscribe URL of the `count`th mail to an address: a newsletter mail's header
 * (RFC 8058), which the outbox keeps beside the text.
 */
export function listUnsubscribeOf(port: string, to: string, count = 1): string {
  const db = new Database(serverDatabaseFile(port), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const rows = db
      .prepare(
        'select headers from mail_outbox where to_address = ? order by created_at',
      )
      .all(to) as { headers: string | null }[]
    const headers = JSON.parse(rows[count - 1]?.headers ?? '{}') as Record<
      string,
      string
    >
    const url = /^<([^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1]
    if (!url)
      throw new Error(`No List-Unsubscribe header on mail ${count} to ${to}`)
    return url
  } finally {
    db.close()
  }
}
