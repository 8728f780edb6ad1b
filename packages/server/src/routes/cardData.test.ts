import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { containsCardNumber } from '@resort/core/validation'
import { testCards } from '@resort/test-fixtures'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import {
  bookingBody,
  findOffer,
  postBooking,
  startCardStep,
  tokenOf,
  typeCard,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
const logLines: string[] = []
const responses: string[] = []

// Typed on the card page (decision 040): approved, declined, challenged by the bank, refused for
// its brand at some properties, and one sent to new-booking anyway, and one written in a comment.
const cards = [
  testCards.visa,
  testCards.mastercard,
  testCards.amex,
  testCards.declined,
  testCards.authentication,
  testCards.insufficientFunds,
]
const digits = (number: string) => number.replace(/\D/g, '')

beforeAll(async () => {
  server = await startTestServer({
    logStream: { write: (line) => void logLines.push(line) },
  })
  for (const [i, card] of cards.entries()) {
    const offer = await findOffer(server.baseUrl, {
      guarantee: i % 2 === 0 ? 'CCARD_GUARANTEE' : 'PREPAYMENT',
      startInDays: 30 + i * 4,
    })
    const body = bookingBody(offer)
    const step = await startCardStep(server.baseUrl, body)
    responses.push(JSON.stringify(step.body))
    responses.push(
      JSON.stringify((await typeCard(step.body.cardPage, card)).body),
    )
    const result = await postBooking(
      server.baseUrl,
      { ...body, payment: { intent: step.body.intent } },
      `card-test-${i}-0001`,
    )
    responses.push(JSON.stringify(result.body))
    if (result.status === 201) {
      const token = tokenOf(result.body.bookingURI)
      const view = await call(
        server.baseUrl,
        `/api/v1/booking/view-booking?${qs({ token })}`,
      )
      responses.push(JSON.stringify(view.body))
    }
  }
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'CCARD_GUARANTEE',
  })
  for (const refused of [
    bookingBody(offer, { card: testCards.visa }),
    bookingBody(offer, {
      guest: {
        ...bookingBody(offer).guest,
        otherComments: `My card: ${testCards.mastercard.cardNumber} cvc ${testCards.mastercard.securityCode}`,
      },
    }),
  ])
    responses.push(
      JSON.stringify((await postBooking(server.baseUrl, refused)).body),
    )
})

afterAll(async () => {
  await server.close()
})

/** Everything the database holds, as text: the SQLite files byte by byte, or every PostgreSQL row. */
async function databaseText(): Promise<string> {
  if (server.database.kind === 'sqlite') {
    const files = readdirSync(server.dir).filter((name) =>
      name.startsWith('test.sqlite'),
    )
    return files
      .map((name) =>
        readFileSync(path.join(server.dir, name)).toString('latin1'),
      )
      .join('\n')
  }
  const tables = [
    'bookings',
    'booking_units',
    'booking_nights',
    'idempotency_keys',
    'payments',
    'mail_outbox',
    'app_meta',
  ]
  const dumps = await Promise.all(
    tables.map((table) =>
      sql`select * from ${sql.table(table)}`.execute(server.database.db),
    ),
  )
  return JSON.stringify(dumps.map((dump) => dump.rows))
}

describe('card data is never kept (decision 040: number and security code reach no database, log or response of the booking server)', () => {
  it('booked with real test-card numbers, approved, declined and challenged, and refused the card sent to it', () => {
    expect(
      responses.filter((body) => body.includes('"bookingId"')).length,
    ).toBeGreaterThanOrEqual(3)
    expect(responses.some((body) => body.includes('card_declined'))).toBe(true)
    expect(responses.some((body) => body.includes('card_data_refused'))).toBe(
      true,
    )
    expect(responses.some((body) => body.includes('card_number_in_text'))).toBe(
      true,
    )
  })

  it('finds no card number or security code in the database files', async () => {
    const text = await databaseText()
    // The gateway's tokens are kept, as the booking's and the payments' references.
    expect(text).toMatch(/pm_[0-9a-f]{24}/)
    for (const card of cards) {
      expect(text).not.toContain(digits(card.cardNumber))
      expect(text).not.toContain(card.cardNumber)
    }
    for (const key of ['"cardNumber":', '"securityCode":'])
      expect(text).not.toContain(key)
  })

  it('finds no card number or security code in the logs', () => {
    const logs = logLines.join('')
    expect(logLines.length).toBeGreaterThan(5)
    for (const card of cards) {
      expect(logs).not.toContain(digits(card.cardNumber))
      expect(logs).not.toContain(`"${card.securityCode}"`)
    }
  })

  it('finds no card number in the server’s own source', () => {
    const source = path.join(import.meta.dirname, '..')
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => !file.startsWith('testing'))
    expect(files.length).toBeGreaterThan(100)
    const carrying = files.filter((file) =>
      containsCardNumber(readFileSync(path.join(source, file), 'utf8')),
    )
    expect(carrying).toEqual([])
  })

  it('finds no card number or security code in any response of the booking server', () => {
    const all = responses
      .filter((body) => !body.includes('"object":"'))
      .join('\n')
    for (const card of cards) {
      expect(all).not.toContain(digits(card.cardNumber))
      expect(all).not.toContain(card.cardNumber)
      expect(all).not.toContain(`"${card.securityCode}"`)
    }
  })
})
