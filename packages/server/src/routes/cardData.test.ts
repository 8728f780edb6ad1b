import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { testCards } from '@resort/test-fixtures'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
const logLines: string[] = []
const responses: string[] = []

const cards = [
  testCards.visa,
  testCards.mastercard,
  testCards.amex,
  // Declined by the test provider, and one with a wrong security code.
  { ...testCards.visa, cardNumber: '4000 0000 0000 9995', securityCode: '531' },
  {
    ...testCards.mastercard,
    cardNumber: '2223003122003222',
    securityCode: '12',
  },
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
    const result = await book(
      server.baseUrl,
      bookingBody(offer, { card }),
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

describe('card data is never kept (DESIGN: number and security code reach no database, log or response)', () => {
  it('booked with real test-card numbers, approved and declined', () => {
    expect(
      responses.filter((body) => body.includes('"bookingId"')).length,
    ).toBeGreaterThanOrEqual(3)
    expect(responses.some((body) => body.includes('payment_declined'))).toBe(
      true,
    )
  })

  it('finds no card number or security code in the database files', async () => {
    const text = await databaseText()
    expect(text).toContain('tok_test_')
    for (const card of cards) {
      expect(text).not.toContain(digits(card.cardNumber))
      expect(text).not.toContain(card.cardNumber)
    }
    // Field names may appear in stored error answers ('card.cardNumber': 'card_declined'); values never.
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

  it('finds no card number or security code in any response', () => {
    const all = responses.join('\n')
    for (const card of cards) {
      expect(all).not.toContain(digits(card.cardNumber))
      expect(all).not.toContain(card.cardNumber)
      expect(all).not.toContain(`"${card.securityCode}"`)
    }
  })
})
