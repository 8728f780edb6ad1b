import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'
import { hashRequest } from './idempotency'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

// The server validates the body before hashing it, so the stored hash is of the parsed body:
// the fixture body already holds every default, and parses to itself.
async function leaveKey(
  key: string,
  body: unknown,
  ageMs: number,
  bookingId: string | null,
) {
  await server.database.db
    .insertInto('idempotency_keys')
    .values({
      key,
      request_hash: hashRequest(body),
      status: bookingId ? 'done' : 'in_progress',
      response_status: null,
      response_body: null,
      created_at: new Date(Date.now() - ageMs).toISOString(),
      booking_id: bookingId,
    })
    .execute()
}

describe('idempotency keys left behind by a crashed server', () => {
  it('answer a retry with the booking that was committed before the crash, without booking again', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 200,
    })
    const body = bookingBody(offer)
    const first = await book(server.baseUrl, body)
    await leaveKey('crashed-after-commit-1', body, 5_000, first.body.bookingId)
    const retry = await book(server.baseUrl, body, 'crashed-after-commit-1')
    expect(retry.status).toBe(201)
    expect(retry.body.bookingId).toBe(first.body.bookingId)
    const count = await server.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('date_from', '=', offer.dateFrom)
      .where('property_id', '=', offer.propertyId)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('are taken over by a retry once abandoned (no booking after a minute), which then books', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 205,
    })
    const body = bookingBody(offer)
    await leaveKey('crashed-before-commit-1', body, 120_000, null)
    const retry = await book(server.baseUrl, body, 'crashed-before-commit-1')
    expect(retry.status).toBe(201)
    const row = await server.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'crashed-before-commit-1')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'done',
      booking_id: retry.body.bookingId,
      response_status: 201,
    })
  })
})

describe('the stored request fingerprint', () => {
  const body = { propertyId: 'p', payment: { intent: 'seti_1234567890' } }

  it('tells another card step or another stay apart', () => {
    expect(
      hashRequest({ ...body, payment: { intent: 'seti_0987654321' } }),
    ).not.toBe(hashRequest(body))
    expect(hashRequest({ ...body, propertyId: 'q' })).not.toBe(
      hashRequest(body),
    )
    expect(hashRequest({ ...body })).toBe(hashRequest(body))
  })
})
