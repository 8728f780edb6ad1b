import { endpoints } from '@resort/core/api'
import { endpointSchemas } from '@resort/core/api/schemas'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepLoyalty } from '../loyalty/loyaltySweep'
import { createMailer } from '../mail/mailer'
import { call, post } from '../testing/api'
import { bookingBody, roomyOffer, tokenOf } from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 35, decision 046: a club member pays part of a stay with points at the published rate
// (200 points a euro, from 1,000 in steps of 100); held at booking, spent at the stay, returned
// on cancellation; the ledger explains each move.

let server: TestServer
let serial = 0

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** A new club member, signed in, with `points` earned. */
async function memberWith(points: number) {
  const email = `points${++serial}@example.com`
  const tokens = await signedInMember(server, { email })
  await withTokens(server, endpoints.joinClub, tokens)
  const user = await server.database.db
    .selectFrom('users')
    .select('adb2c_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  await server.database.db
    .insertInto('points_entries')
    .values({
      id: `gift-${serial}`,
      user_id: user.adb2c_id,
      bucket: 'earned',
      points,
      reason: 'adjustment',
      booking_id: null,
      transfer_id: null,
      lot_id: null,
      offer_id: null,
      event_key: `points-test:${serial}`,
      created_at: new Date().toISOString(),
    })
    .execute()
  return { tokens, userId: user.adb2c_id }
}

const json = async (response: Response): Promise<any> => ({
  status: response.status,
  body: await response.json(),
})

const quoteAs = async (
  offer: Awaited<ReturnType<typeof roomyOffer>>,
  tokens: Partial<SessionTokens>,
  points: number,
) => {
  const { lang, propertyId, rateId, dateFrom, dateTo, units } =
    bookingBody(offer)
  return json(
    await callAs(
      server,
      endpoints.finalPriceQuote,
      { lang, propertyId, rateId, dateFrom, dateTo, units, points },
      tokens,
    ),
  )
}

const bookAs = async (
  offer: Awaited<ReturnType<typeof roomyOffer>>,
  tokens: Partial<SessionTokens>,
  points: number,
) => {
  const quoted = await quoteAs(offer, tokens, points)
  return json(
    await callAs(
      server,
      endpoints.newBooking,
      bookingBody(offer, {
        points,
        expectedTotal: quoted.body.totalPrice ?? offer.total,
      }),
      tokens,
    ),
  )
}

async function ledgerOf(userId: string) {
  const rows = await server.database.db
    .selectFrom('points_entries')
    .select(['bucket', 'points', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
  const sum = (bucket: string) =>
    rows
      .filter((row) => row.bucket === bucket)
      .reduce((total, row) => total + row.points, 0)
  return { rows, earned: sum('earned'), held: sum('held') }
}

describe('points as payment (issue 35, decision 046)', () => {
  it('pays part of a stay at the published rate, held from the earned points at booking, and returned once on cancellation', async () => {
    const offer = await roomyOffer(server, 120)
    const { tokens, userId } = await memberWith(5_000)
    const quoted = await quoteAs(offer, tokens, 2_000)
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    // 2,000 points at 200 a euro: 10 euros of the stay; the total stays.
    expect(quoted.body.pointsPayment).toEqual({ points: 2_000, amount: 1_000 })
    // Sent past the serializer's check (issue 34): exactly what its schema allows.
    expect(endpointSchemas.finalPriceQuote.response.parse(quoted.body)).toEqual(
      quoted.body,
    )
    const booked = await bookAs(offer, tokens, 2_000)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body.pointsPayment).toEqual({ points: 2_000, amount: 1_000 })
    expect(await ledgerOf(userId)).toMatchObject({ earned: 3_000, held: 2_000 })
    const token = tokenOf(booked.body.bookingURI)
    const cancel = () =>
      post(server.baseUrl, '/api/v1/booking/cancel-booking', { token })
    expect((await cancel()).status).toBe(200)
    expect((await cancel()).status).toBe(409)
    const after = await ledgerOf(userId)
    expect(after).toMatchObject({ earned: 5_000, held: 0 })
    // The ledger explains each move.
    expect(
      after.rows
        .filter((row) => row.reason.startsWith('points_'))
        .map((row) => [row.bucket, row.points, row.reason]),
    ).toEqual([
      ['earned', -2_000, 'points_paid'],
      ['held', 2_000, 'points_paid'],
      ['held', -2_000, 'points_returned'],
      ['earned', 2_000, 'points_returned'],
    ])
  })

  it('spends the held points once the stay is over, and the ledger says so', async () => {
    const offer = await roomyOffer(server, 136)
    const { tokens, userId } = await memberWith(3_000)
    const booked = await bookAs(offer, tokens, 1_000)
    expect(booked.status).toBe(201)
    // The club's round, the day after the stay.
    const dayAfter = new Date(`${offer.dateTo}T12:00:00Z`)
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1)
    const sweep = () =>
      sweepLoyalty({
        db: server.database.db,
        kind: server.database.kind,
        now: () => dayAfter,
        mailer: createMailer(server.database.db, {}),
      })
    await sweep()
    await sweep()
    const ledger = await ledgerOf(userId)
    expect(ledger.held).toBe(0)
    expect(ledger.earned).toBeGreaterThanOrEqual(2_000)
    expect(ledger.rows.filter((row) => row.reason === 'points_spent')).toEqual([
      { bucket: 'held', points: -1_000, reason: 'points_spent' },
    ])
    // The booking still says what its points paid.
    const view = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?token=${tokenOf(booked.body.bookingURI)}`,
    )
    expect(view.body.pointsPayment).toEqual({ points: 1_000, amount: 500 })
  })

  it('refuses points for a guest not signed in, below the minimum, off the step, beyond the balance or beyond the total', async () => {
    const offer = await roomyOffer(server, 124)
    const { tokens } = await memberWith(3_000)
    const refusal = async (
      points: number,
      as: Partial<SessionTokens> = tokens,
    ) => (await quoteAs(offer, as, points)).body.error?.fields?.points
    expect(await refusal(2_000, {})).toBe('points_members_only')
    expect(await refusal(900)).toBe('points_below_minimum')
    expect(await refusal(1_050)).toBe('points_step')
    expect(await refusal(3_100)).toBe('points_not_enough')
    const { tokens: rich } = await memberWith(offer.total * 10)
    expect(await refusal(offer.total * 2 + 1_000, rich)).toBe(
      'points_above_total',
    )
  })

  it('offers a signed-in member the most of their points that may pay the stay, in steps, and nobody else any', async () => {
    const offer = await roomyOffer(server, 132)
    const { tokens } = await memberWith(2_345)
    const quoted = await quoteAs(offer, tokens, 0)
    expect(quoted.body.pointsOffer).toEqual({ balance: 2_345, maximum: 2_300 })
    // Applied, the offer still says what the member has and could pay.
    const paying = await quoteAs(offer, tokens, 2_300)
    expect(paying.body.pointsOffer).toEqual({ balance: 2_345, maximum: 2_300 })
    // Never more than the total: a member with points enough for the stay twice.
    const { tokens: rich } = await memberWith(offer.total * 10)
    const capped = await quoteAs(offer, rich, 0)
    expect(capped.body.pointsOffer.maximum).toBe(
      Math.floor((offer.total * 2) / 100) * 100,
    )
    // Below the minimum, nothing to offer; a guest not signed in is told no balance at all.
    const { tokens: poor } = await memberWith(900)
    expect((await quoteAs(offer, poor, 0)).body.pointsOffer).toEqual({
      balance: 900,
      maximum: 0,
    })
    expect((await quoteAs(offer, {}, 0)).body.pointsOffer).toBeUndefined()
  })

  it('books points spent meanwhile by another booking as a conflict, never a stay half paid (race)', async () => {
    const offer = await roomyOffer(server, 128)
    const { tokens, userId } = await memberWith(2_000)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => bookAs(offer, tokens, 2_000)),
    )
    const made = answers.filter((answer) => answer.status === 201)
    expect(made).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect([400, 409]).toContain(refused.status)
      expect(['points_changed', 'points_not_enough']).toContain(
        refused.body.error.fields.points,
      )
    }
    expect(await ledgerOf(userId)).toMatchObject({ earned: 0, held: 2_000 })
  })

  it('no sequence of bookings and cancellations makes the points negative or returns them twice (fast-check)', async () => {
    const offer = await roomyOffer(server, 132)
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ book: fc.constantFrom(1_000, 1_500, 2_500) }),
            fc.record({ cancel: fc.nat({ max: 5 }) }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          const start = 4_000
          const { tokens, userId } = await memberWith(start)
          let earned = start
          const holding: { token: string; points: number }[] = []
          for (const step of steps) {
            if ('book' in step) {
              const answer = await bookAs(offer, tokens, step.book)
              expect(answer.status === 201).toBe(earned >= step.book)
              if (answer.status === 201) {
                earned -= step.book
                holding.push({
                  token: tokenOf(answer.body.bookingURI),
                  points: step.book,
                })
              }
            } else if (holding.length > 0) {
              const [gone] = holding.splice(step.cancel % holding.length, 1)
              const answer = await post(
                server.baseUrl,
                '/api/v1/booking/cancel-booking',
                { token: gone!.token },
              )
              expect(answer.status).toBe(200)
              earned += gone!.points
            }
            const ledger = await ledgerOf(userId)
            const held = holding.reduce((sum, one) => sum + one.points, 0)
            expect(ledger.earned).toBe(earned)
            expect(ledger.earned).toBeGreaterThanOrEqual(0)
            expect(ledger.held).toBe(held)
            expect(ledger.earned + ledger.held).toBe(start)
          }
        },
      ),
      { numRuns: 6 },
    )
  })
})
