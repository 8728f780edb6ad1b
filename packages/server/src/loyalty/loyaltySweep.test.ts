import { endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../accounts/users'
import { createMailer } from '../mail/mailer'
import { bookingBody, findOffer, tokenOf } from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'
import { pointsForStay } from './earningRule'
import { expiryOf } from './expiry'
import { balancesOf, record } from './ledger'
import { sweepLoyalty } from './loyaltySweep'

const json = (response: Response): Promise<any> => response.json()

let server: TestServer
let ana: SessionTokens
let anaId: string
const email = 'ana.sweep@example.com'

beforeAll(async () => {
  server = await startTestServer()
  ana = await signedInMember(server, { email })
  anaId = (await findUserByEmail(server.database.db, email))!.adb2c_id
  await withTokens(server, endpoints.joinClub, ana)
})
afterAll(() => server.close())

/** One round of the club's sweep as if it ran at `at`. */
const sweepAt = (at: Date) =>
  sweepLoyalty({
    db: server.database.db,
    kind: server.database.kind,
    now: () => at,
    mailer: createMailer(server.database.db, {}),
  })
const balances = () => balancesOf(server.database.db, anaId)
const entryCount = async () =>
  (
    await server.database.db
      .selectFrom('points_entries')
      .select('id')
      .where('user_id', '=', anaId)
      .execute()
  ).length
const day = (iso: string, days = 0) =>
  new Date(Date.parse(`${iso}T12:00:00.000Z`) + days * 86_400_000)

async function bookAsAna(startInDays: number) {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'any',
    startInDays,
  })
  // A club member signed in pays the member price where the rate has one (issue 13).
  const total = offer.memberTotal ?? offer.total
  const response = await callAs(
    server,
    endpoints.newBooking,
    bookingBody(offer, { expectedTotal: total }),
    ana,
  )
  expect(response.status).toBe(201)
  await server.afterAnswer.settled()
  return { offer: { ...offer, total }, booking: await json(response) }
}

describe('points for a stay (decision 021)', () => {
  it('are pending from booking, earned only once the stay is over, and written once', async () => {
    const { offer } = await bookAsAna(30)
    const points = pointsForStay(offer.total)
    expect(await balances()).toEqual({ earned: 0, pending: points, held: 0 })
    // The last night: not over yet.
    await sweepAt(day(offer.dateTo, -1))
    expect(await balances()).toEqual({ earned: 0, pending: points, held: 0 })
    // The day of departure: over.
    await sweepAt(day(offer.dateTo))
    expect(await balances()).toEqual({ earned: points, pending: 0, held: 0 })
    const count = await entryCount()
    await sweepAt(day(offer.dateTo, 1))
    expect(await entryCount()).toBe(count)
  })

  it('go when the stay is cancelled, and the earned points stay as they were', async () => {
    const before = await balances()
    const { offer, booking } = await bookAsAna(90)
    expect((await balances()).pending).toBe(
      before.pending + pointsForStay(offer.total),
    )
    const cancelled = await callAs(server, endpoints.cancelBooking, {
      token: tokenOf(booking.bookingURI),
      lang: 'en',
    })
    expect(cancelled.status).toBe(200)
    await sweepAt(new Date())
    expect(await balances()).toEqual(before)
  })
})

describe('expiry reminders (decision 021: 60, 30 and 7 days before)', () => {
  it('mails each reminder once, the nearest only when some were missed, then the points expire', async () => {
    const now = new Date()
    await record(server.database.db, {
      user_id: anaId,
      bucket: 'earned',
      points: 1000,
      reason: 'adjustment',
      booking_id: null,
      transfer_id: null,
      lot_id: null,
      event_key: `sweep-test:${now.toISOString()}`,
      created_at: now.toISOString(),
    })
    // 24 months after the last activity (the stay earned above, on its departure day).
    const expiry = (await expiryOf(server.database.db, anaId))!
    const before = (days: number) =>
      new Date(expiry.getTime() - days * 86_400_000)
    const reminders = async () =>
      (await mailsTo(server.database.db, email)).filter((mail) =>
        mail.subject.includes('points expire on'),
      )

    await sweepAt(before(61))
    expect(await reminders()).toHaveLength(0)
    await sweepAt(before(59))
    await sweepAt(before(58))
    expect(await reminders()).toHaveLength(1)
    // The server was down at 30 days: at 6 days only the 7-day reminder goes.
    await sweepAt(before(6))
    await sweepAt(before(5))
    const sent = await reminders()
    expect(sent).toHaveLength(2)
    expect(sent.at(-1)?.text).toMatch(/Your [\d,]+ points expire on/)

    const { earned } = await balances()
    const round = await sweepAt(expiry)
    expect(round.expired).toBe(earned)
    expect((await balances()).earned).toBe(0)
  })
})
