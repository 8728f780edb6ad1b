import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { startSmtp, type LoopbackSmtp } from '../testing/smtp'
import { startTestServer, type TestServer } from '../testing/testServer'

let smtp: LoopbackSmtp
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtp()
  server = await startTestServer({
    mailEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
  })
})
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

/** The raw message whose subject names the booking, once the SMTP server has it. */
async function deliveredAbout(bookingId: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const raw = smtp.messages.find((message) => message.includes(bookingId))
    if (raw) return raw
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail about ${bookingId} within 5 s`)
}

/** The MIME types of a message's parts, in order, as its raw source declares them. */
const partTypes = (raw: string) =>
  [...raw.matchAll(/^Content-Type: ([\w/.+-]+)/gim)].map((match) =>
    match[1]!.toLowerCase(),
  )

it('issue 33: a booking confirmation arrives over SMTP as text and HTML alternatives with the stay’s calendar file', async () => {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'NOGUARANTEE',
    startInDays: 170,
  })
  const booked = await book(server.baseUrl, bookingBody(offer, { lang: 'de' }))
  expect(booked.status).toBe(201)
  const raw = await deliveredAbout(booked.body.bookingId)
  // multipart/mixed: the alternatives (text, then HTML), then the file.
  expect(partTypes(raw)).toEqual([
    'multipart/mixed',
    'multipart/alternative',
    'text/plain',
    'text/html',
    'text/calendar',
  ])
  expect(raw).toMatch(/^Content-Type: text\/calendar;[^\r\n]*method=PUBLISH/im)
  const mail: ParsedMail = await simpleParser(raw)
  expect(mail.subject).toContain('bestätigt')
  expect(mail.text).toContain(booked.body.bookingId)
  expect(mail.html).toContain('application/ld+json')
  const [calendar] = mail.attachments
  expect(calendar?.contentType).toBe('text/calendar')
  expect(calendar?.filename).toBe(`${booked.body.bookingId}.ics`)
  expect(calendar?.content.toString('utf8')).toMatch(
    /^BEGIN:VCALENDAR\r\n[\s\S]*\r\nBEGIN:VEVENT\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/,
  )
})
