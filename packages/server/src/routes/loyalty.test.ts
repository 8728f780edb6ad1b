import { endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../accounts/users'
import { pointsForStay } from '../loyalty/earningRule'
import { record } from '../loyalty/ledger'
import { bookingBody, findOffer } from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

// Answers as the tests read them.
const json = (response: Response): Promise<any> => response.json()

let server: TestServer
let ana: SessionTokens
let ivo: SessionTokens
let mia: SessionTokens

const anaEmail = 'ana.loyalty@example.com'
const ivoEmail = 'ivo.loyalty@example.com'

beforeAll(async () => {
  server = await startTestServer()
  ana = await signedInMember(server, { email: anaEmail, lastName: 'Horvat' })
  ivo = await signedInMember(server, {
    email: ivoEmail,
    firstName: 'Ivo',
    lastName: 'Kovač',
  })
  mia = await signedInMember(server, {
    email: 'mia.loyalty@example.com',
    firstName: 'Mia',
    lastName: 'Novak',
  })
})
afterAll(() => server.close())

const loyaltyOf = async (tokens: SessionTokens) => {
  const response = await withTokens(server, endpoints.memberLoyalty, tokens)
  return (await json(response)).loyalty
}
const join = async (tokens: SessionTokens) =>
  json(await withTokens(server, endpoints.joinClub, tokens))
const userIdOf = async (email: string) =>
  (await findUserByEmail(server.database.db, email))!.adb2c_id

/** Earned points for a member, as staff would credit them. */
const credit = async (email: string, points: number) =>
  record(server.database.db, {
    user_id: await userIdOf(email),
    bucket: 'earned',
    points,
    reason: 'adjustment',
    booking_id: null,
    transfer_id: null,
    lot_id: null,
    event_key: `test:${crypto.randomUUID()}`,
    created_at: new Date().toISOString(),
  })

const transfer = (tokens: SessionTokens, body: Record<string, unknown>) =>
  callAs(
    server,
    endpoints.transferPoints,
    {
      requestId: crypto.randomUUID(),
      ...body,
    },
    tokens,
  )

describe('the loyalty club: joining (SPEC 7 add-loylaty)', () => {
  it('has no membership before joining, then one member number for good', async () => {
    expect(await loyaltyOf(mia)).toBeNull()
    const first = await join(ana)
    expect(first.loyalty).toMatchObject({
      memberNumber: expect.stringMatching(/^[1-9]\d{9}$/),
      points: { earned: 0, pending: 0, expiresAt: null },
      rules: { pointsPerEuro: 10, transferMinimum: 500 },
    })
    expect((await join(ana)).loyalty.memberNumber).toBe(
      first.loyalty.memberNumber,
    )
    await join(ivo)
  })

  it('ASVS 8.2.1: every club call needs a signed-in member', async () => {
    for (const endpoint of [
      endpoints.memberLoyalty,
      endpoints.pointsHistory,
      endpoints.joinClub,
    ]) {
      const response = await withTokens(server, endpoint, {})
      expect(response.status, endpoint.path).toBe(401)
    }
  })

  it('ASVS 3.5.1: refuses joining and transfers without the XSRF header', async () => {
    expect(
      (await withTokens(server, endpoints.joinClub, mia, { xsrf: false }))
        .status,
    ).toBe(403)
    const response = await callAs(
      server,
      endpoints.transferPoints,
      {
        requestId: crypto.randomUUID(),
        memberNumber: '1234567890',
        lastName: 'X',
        points: 500,
      },
      ana,
      { xsrf: false },
    )
    expect(response.status).toBe(403)
    expect(await loyaltyOf(mia)).toBeNull()
  })
})

describe('points for stays (decision 021: 10 points per euro, pending until the stay is over)', () => {
  it('a stay booked signed in as a club member is pending for its points; one booked without the session is not the member’s', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 60,
    })
    // A club member signed in pays the member price where the rate has one (issue 13).
    const charged = offer.memberTotal ?? offer.total
    const response = await callAs(
      server,
      endpoints.newBooking,
      bookingBody(offer, { expectedTotal: charged }),
      ana,
    )
    expect(response.status).toBe(201)
    const booking = await json(response)
    await server.afterAnswer.settled()
    const loyalty = await loyaltyOf(ana)
    expect(loyalty.points.pending).toBe(pointsForStay(charged))
    expect(loyalty.points.earned).toBe(0)
    const stored = await server.database.db
      .selectFrom('bookings')
      .select('member_id')
      .where('id', '=', booking.bookingId)
      .executeTakeFirst()
    expect(stored?.member_id).toBe(await userIdOf(anaEmail))

    const history = await json(
      await withTokens(server, endpoints.pointsHistory, ana),
    )
    expect(history.entries[0]).toMatchObject({
      bucket: 'pending',
      reason: 'stay_booked',
      bookingId: booking.bookingId,
      points: pointsForStay(charged),
    })
  })
})

describe('transfers between members (ASVS 2.3.2, 2.3.3, 2.3.4)', () => {
  it('ASVS 2.3.4: 100 parallel transfers from a balance that covers 10 move exactly 10', async () => {
    const before = (await loyaltyOf(ana)).points.earned
    const beforeIvo = (await loyaltyOf(ivo)).points.earned
    await credit(anaEmail, 5000 - before)
    const ivoNumber = (await loyaltyOf(ivo)).memberNumber
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        transfer(ana, {
          memberNumber: ivoNumber,
          lastName: 'Kovač',
          points: 500,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 400)).toHaveLength(90)
    const refusal = await json(answers.find((answer) => answer.status === 400)!)
    expect(refusal.error.fields).toEqual({ points: 'insufficient_points' })
    expect((await loyaltyOf(ana)).points.earned).toBe(0)
    expect((await loyaltyOf(ivo)).points.earned).toBe(beforeIvo + 5000)
  })

  it('mails both members, each in their language, once the transfer is made', async () => {
    await credit(anaEmail, 700)
    const ivoNumber = (await loyaltyOf(ivo)).memberNumber
    const response = await transfer(ana, {
      memberNumber: ivoNumber,
      lastName: 'kovač',
      points: 700,
    })
    expect(response.status).toBe(200)
    await server.afterAnswer.settled()
    const sent = await mailsTo(server.database.db, anaEmail)
    expect(
      sent.some((mail) => mail.subject === 'You have sent 700 points'),
    ).toBe(true)
    const received = await mailsTo(server.database.db, ivoEmail)
    expect(received.at(-1)?.subject).toBe('You have received 700 points')
    expect(received.at(-1)?.text).toContain('Ana has sent you 700 points.')
  })

  it('ASVS 2.3.2: refuses a transfer to oneself, to an unknown member, below the minimum, above the balance or the yearly limit; nothing moves', async () => {
    await credit(anaEmail, 1000)
    const anaNumber = (await loyaltyOf(ana)).memberNumber
    const ivoNumber = (await loyaltyOf(ivo)).memberNumber
    const before = [
      (await loyaltyOf(ana)).points,
      (await loyaltyOf(ivo)).points,
    ]
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { memberNumber: anaNumber, lastName: 'Horvat', points: 500 },
        { memberNumber: 'recipient_self' },
      ],
      [
        { memberNumber: '9999999999', lastName: 'Kovač', points: 500 },
        { memberNumber: 'recipient_unknown' },
      ],
      // A right number with a wrong name gets the same answer as a wrong number.
      [
        { memberNumber: ivoNumber, lastName: 'Horvat', points: 500 },
        { memberNumber: 'recipient_unknown' },
      ],
      [
        { memberNumber: ivoNumber, lastName: 'Kovač', points: 499 },
        { points: 'below_minimum' },
      ],
      [
        { memberNumber: ivoNumber, lastName: 'Kovač', points: 1001 },
        { points: 'insufficient_points' },
      ],
      [
        { memberNumber: ivoNumber, lastName: 'Kovač', points: 2.5 },
        { points: 'invalid' },
      ],
    ]
    for (const [body, fields] of cases) {
      const response = await transfer(ana, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await json(response)).error.fields).toEqual(fields)
    }
    expect([
      (await loyaltyOf(ana)).points,
      (await loyaltyOf(ivo)).points,
    ]).toEqual(before)
  })

  it('ASVS 2.3.2: a member sends at most 50 000 points in a year', async () => {
    const ivoNumber = (await loyaltyOf(ivo)).memberNumber
    const { transferredThisYear } = (await loyaltyOf(ana)).rules
    await credit(anaEmail, 60_000)
    const ok = await transfer(ana, {
      memberNumber: ivoNumber,
      lastName: 'Kovač',
      points: 50_000 - transferredThisYear,
    })
    expect(ok.status).toBe(200)
    const refused = await transfer(ana, {
      memberNumber: ivoNumber,
      lastName: 'Kovač',
      points: 500,
    })
    expect((await json(refused)).error.fields).toEqual({
      points: 'yearly_limit',
    })
  })

  it('only club members send points', async () => {
    const ivoNumber = (await loyaltyOf(ivo)).memberNumber
    const response = await transfer(mia, {
      memberNumber: ivoNumber,
      lastName: 'Kovač',
      points: 500,
    })
    expect((await json(response)).error.fields).toEqual({
      points: 'not_a_member',
    })
  })

  it('ASVS 7.5.1: a transfer needs a sign-in within the last ten minutes', async () => {
    await credit(anaEmail, 500)
    await server.database.db
      .updateTable('sessions')
      .set({
        authenticated_at: new Date(Date.now() - 11 * 60_000).toISOString(),
      })
      .where('user_id', '=', await userIdOf(anaEmail))
      .execute()
    const before = (await loyaltyOf(ana)).points.earned
    const response = await transfer(ana, {
      memberNumber: (await loyaltyOf(ivo)).memberNumber,
      lastName: 'Kovač',
      points: 500,
    })
    expect(response.status).toBe(401)
    expect((await json(response)).error.fields).toEqual({
      session: 'sign_in_again',
    })
    expect((await loyaltyOf(ana)).points.earned).toBe(before)
  })
})
