import { createServer } from 'node:net'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useMigratedSqlite } from '../testing/migratedSqlite'
import { headerFieldsOf, startSmtp, type LoopbackSmtp } from '../testing/smtp'
import { createMailer } from './mailer'

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const sqlite = useMigratedSqlite()
let smtp: LoopbackSmtp

beforeAll(async () => {
  smtp = await startSmtp()
})
afterAll(async () => {
  await smtp?.close()
})

const outboxRow = (id: string) =>
  sqlite()
    .db.selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

const message = {
  to: 'guest@example.com',
  subject: 'Wir haben Ihre Anfrage erhalten',
  text: 'Guten Tag,\n\nvielen Dank.',
  purpose: 'service_request' as const,
}

describe('createMailer', () => {
  it('keeps the message in the outbox, unsent, when SMTP_HOST is unset', async () => {
    const mailer = createMailer(sqlite().db, {})
    const id = await mailer.send(message)
    await mailer.settled()
    expect(await outboxRow(id)).toMatchObject({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      sent_at: null,
      error: null,
      purpose: 'service_request',
    })
  })

  it('delivers through SMTP when SMTP_HOST is set and records when it was sent', async () => {
    const mailer = createMailer(sqlite().db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Reservations <reservations@resort.test>',
    })
    const id = await mailer.send({ ...message, replyTo: 'desk@resort.test' })
    await mailer.settled()
    const row = await outboxRow(id)
    expect(row.error).toBeNull()
    expect(row.sent_at).toEqual(expect.any(String))
    expect(smtp.recipients.at(-1)).toBe(message.to)
    const raw = smtp.messages.at(-1)!
    expect(raw).toMatch(/^From: Reservations <reservations@resort\.test>$/m)
    expect(raw).toMatch(/^Reply-To: desk@resort\.test$/m)
  })

  it('RFC 8058: passes a message’s own header fields to SMTP and keeps them in the outbox', async () => {
    const mailer = createMailer(sqlite().db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    })
    const url =
      'https://resort.test/api/v1/crm/list-unsubscribe?token=abc_DEF-123'
    const headers = {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    const id = await mailer.send({ ...message, headers })
    await mailer.settled()
    // Long fields may be folded onto a second line (RFC 5322); unfolded, they are as given.
    const fields = headerFieldsOf(smtp.messages.at(-1)!)
    expect(fields.get('list-unsubscribe')).toBe(`<${url}>`)
    expect(fields.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe=One-Click',
    )
    expect(JSON.parse((await outboxRow(id)).headers ?? 'null')).toEqual(headers)
  })

  it('issue 33: keeps a mail’s HTML part and files in the outbox and delivers them beside the text part', async () => {
    const mailer = createMailer(sqlite().db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    })
    const attachments = [
      {
        filename: 'stay.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
      },
    ]
    const html = '<p>Guten Tag,</p><p>vielen Dank.</p>'
    const id = await mailer.send({ ...message, html, attachments })
    await mailer.settled()
    const row = await outboxRow(id)
    expect(row.html_body).toBe(html)
    expect(JSON.parse(row.attachments ?? 'null')).toEqual(attachments)
    const delivered = await simpleParser(smtp.messages.at(-1)!)
    expect(delivered.text?.trim()).toBe(message.text)
    expect(delivered.html).toBe(html)
    expect(delivered.attachments.map((file) => file.filename)).toEqual([
      'stay.ics',
    ])
  })

  it('issue 33: stores a plain-text mail with no HTML part and no files', async () => {
    const id = await createMailer(sqlite().db, {}).send(message)
    expect(await outboxRow(id)).toMatchObject({
      html_body: null,
      attachments: null,
    })
  })

  it('refuses a header value with a line break (header injection) and stores nothing', async () => {
    const mailer = createMailer(sqlite().db, {})
    await expect(
      mailer.send({
        ...message,
        to: 'injected@example.com',
        headers: { 'List-Unsubscribe': '<https://x.test>\r\nBcc: all@x.test' },
      }),
    ).rejects.toThrow(/single header line/)
    const rows = await sqlite()
      .db.selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'injected@example.com')
      .execute()
    expect(rows).toEqual([])
  })

  it('records a failed delivery on the outbox row and still resolves the send', async () => {
    const mailer = createMailer(sqlite().db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await closedPort()),
    })
    const id = await mailer.send(message)
    await mailer.settled()
    const row = await outboxRow(id)
    expect(row.sent_at).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
  })

  it('stores the caller’s rows only together with its messages', async () => {
    const mailer = createMailer(sqlite().db, {})
    const request = {
      id: 'BR-ROLLEDBACK',
      kind: 'booking' as const,
      language: 'en',
      email: null,
      payload: '{}',
      created_at: new Date().toISOString(),
    }
    // A message the outbox refuses (no recipient) must take the caller's row down with it.
    await expect(
      mailer.sendWith(
        async (trx) => {
          await trx.insertInto('service_requests').values(request).execute()
        },
        [{ ...message, to: null as unknown as string }],
      ),
    ).rejects.toThrow()
    const stored = await sqlite()
      .db.selectFrom('service_requests')
      .select('id')
      .where('id', '=', request.id)
      .execute()
    expect(stored).toEqual([])
  })

  it('keeps a subject to one line of at most 300 characters', async () => {
    const mailer = createMailer(sqlite().db, {})
    const id = await mailer.send({
      ...message,
      subject: `Anfrage\r\nBcc: someone@example.com ${'x'.repeat(400)}`,
    })
    const { subject } = await outboxRow(id)
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toHaveLength(300)
  })

  it('refuses an SMTP_PORT that is not a port number', () => {
    expect(() =>
      createMailer(sqlite().db, { SMTP_HOST: 'smtp.test', SMTP_PORT: 'abc' }),
    ).toThrow(/SMTP_PORT/)
  })
})
