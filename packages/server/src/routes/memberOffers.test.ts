import { endpoints } from '@resort/core/api'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../accounts/users'
import { bookingBody, findOffer } from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

// Answers as the tests read them.
const json = (response: Response): Promise<any> => response.json()

let server: TestServer
let ana: SessionTokens
let ivo: SessionTokens
let mia: SessionTokens

const texts = (offerId: string, title: string) =>
  (['en', 'de', 'it', 'hr', 'sl'] as const).map((language) => ({
    offer_id: offerId,
    language,
    title: `${title} (${language})`,
    summary: 'Summary',
    terms: 'Terms',
  }))

// Offers of the test's own around today, beside the seed's seasonal ones.
const offer = (
  id: string,
  activation: [number, number],
  bonus: { kind: 'fixed' | 'multiplier'; value: number } = {
    kind: 'fixed',
    value: 500,
  },
) => ({
  id,
  slug: id,
  bonus_kind: bonus.kind,
  bonus_value: bonus.value,
  region_ids: '[]',
  property_ids: '[]',
  min_nights: 1,
  stay_from: daysFromToday(0),
  stay_to: daysFromToday(400),
  activation_from: daysFromToday(activation[0]),
  activation_until: daysFromToday(activation[1]),
  sort_order: 200,
})

beforeAll(async () => {
  server = await startTestServer()
  ana = await signedInMember(server, {
    email: 'ana.offers@example.com',
    lastName: 'Horvat',
  })
  ivo = await signedInMember(server, {
    email: 'ivo.offers@example.com',
    firstName: 'Ivo',
    lastName: 'Kovač',
  })
  mia = await signedInMember(server, {
    email: 'mia.offers@example.com',
    firstName: 'Mia',
    lastName: 'Novak',
  })
  await withTokens(server, endpoints.joinClub, ana)
  await withTokens(server, endpoints.joinClub, ivo)
  const db = server.database.db
  await db
    .insertInto('member_offers')
    .values([
      offer('route-anywhere', [-1, 30]),
      offer('route-ended', [-30, -1]),
      offer('route-future', [1, 30]),
    ])
    .execute()
  await db
    .insertInto('member_offer_texts')
    .values([
      ...texts('route-anywhere', 'Anywhere'),
      ...texts('route-ended', 'Ended'),
      ...texts('route-future', 'Future'),
    ])
    .execute()
})
afterAll(() => server.close())

const offersOf = (tokens: Partial<SessionTokens>, lang = 'en') =>
  withTokens(
    server,
    { method: 'GET', path: `${endpoints.memberOffers.path}?lang=${lang}` },
    tokens,
  )
const activate = (
  tokens: Partial<SessionTokens>,
  body: unknown,
  options: { xsrf?: boolean } = {},
) => callAs(server, endpoints.activateOffer, body, tokens, options)
const activationsOf = async (email: string) => {
  const user = await findUserByEmail(server.database.db, email)
  return server.database.db
    .selectFrom('member_offer_activations')
    .selectAll()
    .where('user_id', '=', user!.adb2c_id)
    .execute()
}

describe('exclusive offers: who may see and activate them (SPEC 7 activate, decision 024)', () => {
  it('ASVS 8.2.1: listing and activating offers need a signed-in member', async () => {
    expect((await offersOf({})).status).toBe(401)
    const response = await activate({}, { offerId: 'route-anywhere' })
    expect(response.status).toBe(401)
    expect((await json(response)).error.kind).toBe('unauthorized')
  })

  it('ASVS 8.2.1: an account that has not joined the club has no offers (not_a_member) and activates none', async () => {
    const list = await offersOf(mia)
    expect(list.status).toBe(400)
    expect((await json(list)).error.fields).toEqual({ offers: 'not_a_member' })
    const response = await activate(mia, { offerId: 'route-anywhere' })
    expect(response.status).toBe(400)
    expect((await json(response)).error.fields).toEqual({
      offerId: 'not_a_member',
    })
    expect(await activationsOf('mia.offers@example.com')).toEqual([])
  })

  it('ASVS 3.5.1: refuses an activation without the XSRF header; nothing is activated', async () => {
    const response = await activate(
      ana,
      { offerId: 'route-anywhere' },
      { xsrf: false },
    )
    expect(response.status).toBe(403)
    expect(await activationsOf('ana.offers@example.com')).toEqual([])
  })
})

describe('exclusive offers: the list and activation (decision 024)', () => {
  it('lists the offers that may be activated today, in the asked language, none activated yet', async () => {
    const response = await offersOf(ana, 'de')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { offers } = await json(response)
    const ids = offers.map((item: { id: string }) => item.id)
    expect(ids).toContain('route-anywhere')
    expect(ids).not.toContain('route-ended')
    expect(ids).not.toContain('route-future')
    // The seed's seasonal offers are always open to activation (the coming winter and spring).
    const alps = offers.find((item: { id: string }) =>
      item.id.startsWith('alps-winter-'),
    )
    expect(alps).toMatchObject({
      title: 'Doppelte Punkte für den Winter in den Alpen',
      bonus: { kind: 'multiplier', value: 1 },
      minNights: 2,
      covers: ['Julische Alpen', 'Dolomiten'],
      activatedAt: null,
    })
    expect(
      offers.find((item: { id: string }) => item.id === 'route-anywhere'),
    ).toMatchObject({ title: 'Anywhere (de)', activatedAt: null })
  })

  it('activating twice answers the first activation; the member has one', async () => {
    const first = await activate(ana, { offerId: 'route-anywhere', lang: 'hr' })
    expect(first.status).toBe(200)
    const { offer: activated } = await json(first)
    expect(activated).toMatchObject({
      id: 'route-anywhere',
      title: 'Anywhere (hr)',
      activatedAt: expect.any(String),
    })
    const again = await json(await activate(ana, { offerId: 'route-anywhere' }))
    expect(again.offer.activatedAt).toBe(activated.activatedAt)
    expect(await activationsOf('ana.offers@example.com')).toHaveLength(1)
    const { offers } = await json(await offersOf(ana))
    expect(
      offers.find((item: { id: string }) => item.id === 'route-anywhere')
        .activatedAt,
    ).toBe(activated.activatedAt)
  })

  it('ASVS 8.2.2: a member sees only their own activations', async () => {
    const { offers } = await json(await offersOf(ivo))
    expect(
      offers.find((item: { id: string }) => item.id === 'route-anywhere')
        .activatedAt,
    ).toBeNull()
  })

  it('refuses an unknown offer (not_found); nothing is activated', async () => {
    const response = await activate(ivo, { offerId: 'no-such-offer' })
    expect(response.status).toBe(404)
    expect((await json(response)).error.kind).toBe('not_found')
    expect(await activationsOf('ivo.offers@example.com')).toEqual([])
  })

  it('refuses an offer outside its activation days (offer_not_active), before and after', async () => {
    for (const offerId of ['route-ended', 'route-future']) {
      const response = await activate(ivo, { offerId })
      expect(response.status, offerId).toBe(400)
      expect((await json(response)).error.fields).toEqual({
        offerId: 'offer_not_active',
      })
    }
    expect(await activationsOf('ivo.offers@example.com')).toEqual([])
  })

  it('refuses a request without an offer id at its field', async () => {
    for (const body of [{}, { offerId: '' }, { offerId: 'x'.repeat(65) }]) {
      const response = await activate(ivo, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await json(response)).error.fields.offerId).toBeDefined()
    }
  })

  it('keeps listing an offer the member activated after its activation days, while its stays may come', async () => {
    const ivoId = (await findUserByEmail(
      server.database.db,
      'ivo.offers@example.com',
    ))!.adb2c_id
    await server.database.db
      .insertInto('member_offer_activations')
      .values({
        user_id: ivoId,
        offer_id: 'route-ended',
        activated_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      })
      .execute()
    const { offers } = await json(await offersOf(ivo))
    expect(
      offers.find((item: { id: string }) => item.id === 'route-ended'),
    ).toMatchObject({ activatedAt: expect.any(String) })
    // Activating it again answers that activation, though its days are over.
    expect((await activate(ivo, { offerId: 'route-ended' })).status).toBe(200)
  })
})

describe('exclusive offers: bonus points for a stay (decision 024)', () => {
  it('a stay booked signed in after the activation carries the bonus, explained in the history with the offer’s title', async () => {
    const found = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 50,
    })
    const response = await callAs(
      server,
      endpoints.newBooking,
      bookingBody(found, { expectedTotal: found.memberTotal ?? found.total }),
      ana,
    )
    expect(response.status).toBe(201)
    const { bookingId } = await json(response)
    await server.afterAnswer.settled()
    const history = await json(
      await withTokens(
        server,
        { method: 'GET', path: `${endpoints.pointsHistory.path}?lang=it` },
        ana,
      ),
    )
    expect(history.entries).toContainEqual(
      expect.objectContaining({
        bucket: 'pending',
        reason: 'offer_bonus',
        points: 500,
        bookingId,
        offer: { id: 'route-anywhere', title: 'Anywhere (it)' },
      }),
    )
    const loyalty = (
      await json(await withTokens(server, endpoints.memberLoyalty, ana))
    ).loyalty
    const stay = history.entries.find(
      (entry: { reason: string }) => entry.reason === 'stay_booked',
    )
    expect(loyalty.points.pending).toBe(stay.points + 500)
  })
})
