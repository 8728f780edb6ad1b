import { endpoints } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { guest } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pointsForStay } from '../loyalty/earningRule'
import { sweepLoyalty } from '../loyalty/loyaltySweep'
import { createMailer } from '../mail/mailer'
import { call } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const json = (response: Response): Promise<any> => response.json()

let server: TestServer
let ana: SessionTokens
let ivo: SessionTokens

beforeAll(async () => {
  server = await startTestServer()
  // Ana's account has the address the test guest books with.
  ana = await signedInMember(server, { email: guest.email })
  ivo = await signedInMember(server, {
    email: 'ivo.bookings@example.com',
    firstName: 'Ivo',
    lastName: 'Kovač',
  })
  await withTokens(server, endpoints.joinClub, ana)
})
afterAll(() => server.close())

const reservationsOf = async (tokens: SessionTokens, lang = 'en') =>
  json(
    await fetch(
      `${server.baseUrl}${endpoints.memberReservations.path}?lang=${lang}`,
      { headers: { cookie: `access_token_cookie=${tokens.accessToken}` } },
    ),
  )

describe('my bookings (issue 13: the member’s bookings, with their points)', () => {
  it('lists a booking made signed in, with a fresh link into the manage flow and its pending points', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 40,
    })
    // A club member signed in pays the member price where the rate has one (issue 13).
    const charged = offer.memberTotal ?? offer.total
    const made = await json(
      await callAs(
        server,
        endpoints.newBooking,
        bookingBody(offer, { expectedTotal: charged }),
        ana,
      ),
    )
    await server.afterAnswer.settled()
    // SPEC 3: the booking view's loyalty tells whether the stay earns points.
    expect(made.loyalty).toBe(true)
    const { reservations } = await reservationsOf(ana, 'de')
    expect(reservations).toHaveLength(1)
    expect(reservations[0]).toMatchObject({
      bookingId: made.bookingId,
      status: 'confirmed',
      checkIn: offer.dateFrom,
      earnsPoints: true,
      points: pointsForStay(charged),
      pointsState: 'pending',
      bookingURI: expect.stringMatching(/^\/de\/booking\/modify\?token=/),
    })
    // The link opens the booking as the guest's own link does.
    const viewed = await call(
      server.baseUrl,
      `${endpoints.viewBooking.path}?token=${encodeURIComponent(tokenOf(reservations[0].bookingURI))}`,
    )
    expect(viewed.status).toBe(200)
    expect(viewed.body.bookingId).toBe(made.bookingId)
  })

  it('offers a guest booking made with the member’s address to claim, and claims it: booked after joining, it earns', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 70,
    })
    const guestBooking = await book(server.baseUrl, bookingBody(offer))
    expect(guestBooking.status).toBe(201)
    expect(guestBooking.body.loyalty).toBe(false)
    const before = await reservationsOf(ana)
    expect(
      before.claimable.map((b: { bookingId: string }) => b.bookingId),
    ).toContain(guestBooking.body.bookingId)
    const claimed = await json(
      await callAs(
        server,
        endpoints.claimReservation,
        { bookingId: guestBooking.body.bookingId, lang: 'it' },
        ana,
      ),
    )
    expect(claimed.claimable).toEqual([])
    // The answer lists the bookings in the page's language, links included.
    expect(
      claimed.reservations.map((b: { bookingURI: string }) => b.bookingURI),
    ).toEqual([
      expect.stringMatching(/^\/it\/booking\/modify\?token=/),
      expect.stringMatching(/^\/it\/booking\/modify\?token=/),
    ])
    const entry = claimed.reservations.find(
      (b: { bookingId: string }) => b.bookingId === guestBooking.body.bookingId,
    )
    // Booked after Ana joined the club: it earns, pending until the stay.
    expect(entry).toMatchObject({ earnsPoints: true, pointsState: 'pending' })
  })

  it('ASVS 8.2.2: another member neither sees nor claims the member’s bookings', async () => {
    const theirs = await reservationsOf(ivo)
    expect(theirs).toEqual({ reservations: [], claimable: [] })
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 100,
    })
    const guestBooking = await book(server.baseUrl, bookingBody(offer))
    const response = await callAs(
      server,
      endpoints.claimReservation,
      { bookingId: guestBooking.body.bookingId },
      ivo,
    )
    expect(response.status).toBe(404)
    expect(
      (await reservationsOf(ana)).claimable.map(
        (b: { bookingId: string }) => b.bookingId,
      ),
    ).toContain(guestBooking.body.bookingId)
  })

  it('ASVS 2.2.1: refuses a claim without a booking id, or in an unknown language, naming the field', async () => {
    for (const [body, field] of [
      [{ bookingId: '' }, 'bookingId'],
      [{ bookingId: 'B-1', lang: 'xx' }, 'lang'],
    ] as const) {
      const response = await callAs(
        server,
        endpoints.claimReservation,
        body,
        ana,
      )
      expect(response.status).toBe(400)
      expect(Object.keys((await json(response)).error.fields)).toEqual([field])
    }
  })

  it('ASVS 8.2.1: needs a signed-in member', async () => {
    const response = await fetch(
      `${server.baseUrl}${endpoints.memberReservations.path}`,
    )
    expect(response.status).toBe(401)
  })
})

describe('reading the bookings writes nothing (issue 31)', () => {
  it('a stay that has ended stays pending on the list until the club’s sweep earns its points', async () => {
    const eva = await signedInMember(server, { email: 'eva.sweep@example.com' })
    await withTokens(server, endpoints.joinClub, eva)
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 60,
    })
    const made = await json(
      await callAs(
        server,
        endpoints.newBooking,
        bookingBody(offer, {
          expectedTotal: offer.memberTotal ?? offer.total,
        }),
        eva,
      ),
    )
    await server.afterAnswer.settled()
    // Time passes: the stay ended yesterday.
    await server.database.db
      .updateTable('bookings')
      .set({
        date_from: addDaysIso(todayIso(), -3),
        date_to: addDaysIso(todayIso(), -1),
      })
      .where('id', '=', made.bookingId)
      .execute()
    const entries = () =>
      server.database.db
        .selectFrom('points_entries')
        .select('id')
        .where('booking_id', '=', made.bookingId)
        .execute()
    const before = await entries()
    const read = async () => (await reservationsOf(eva)).reservations[0]
    expect(await read()).toMatchObject({ pointsState: 'pending' })
    expect(await read()).toMatchObject({ pointsState: 'pending' })
    expect(await entries()).toEqual(before)

    await sweepLoyalty({
      ...server.database,
      now: () => new Date(),
      mailer: createMailer(server.database.db, {}),
    })
    expect(await read()).toMatchObject({ pointsState: 'earned' })
  })
})
