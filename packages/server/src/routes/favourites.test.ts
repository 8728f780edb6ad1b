import {
  addFavourite,
  ApiError,
  endpoints,
  login,
  MAX_FAVOURITES,
  memberFavourites,
  removeFavourite,
} from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../testing/members'
import { createTestBrowser, type TestBrowser } from '../testing/testBrowser'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const db = () => server.database.db

let serial = 0
const newAddress = () => `favourite-member-${++serial}@example.com`

/** A browser where a new member has signed in; with the member's id. */
async function signedInBrowser(): Promise<{
  browser: TestBrowser
  userId: string
}> {
  const email = newAddress()
  await createMember(server, { email })
  const browser = createTestBrowser(server)
  await browser.open()
  const { user } = await browser.api.call(login, {
    email,
    password: member.password,
  })
  return { browser, userId: user.adb2cId }
}

const storedFavourites = (userId: string) =>
  db()
    .selectFrom('favourites')
    .select('property_id')
    .where('user_id', '=', userId)
    .orderBy('property_id')
    .execute()
    .then((rows) => rows.map((row) => row.property_id))

const allFavourites = () =>
  db()
    .selectFrom('favourites')
    .selectAll()
    .orderBy('user_id')
    .orderBy('property_id')
    .execute()

/** The ApiError a call fails with. */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('the call succeeded')
    },
    (error: unknown) => {
      if (error instanceof ApiError) return error
      throw error
    },
  )

/** The browser's cookies as a Cookie header, as a form on another site would send them. */
const cookieHeader = (browser: TestBrowser) =>
  [...browser.cookies]
    .map(([name, { value }]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')

describe('SPEC 7 crm/favorites and crm/user-favourites-data: a member’s favourites', () => {
  it('adds and removes a property, each idempotently, and never lets a cache keep the answer', async () => {
    const { browser, userId } = await signedInBrowser()
    expect(
      await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' }),
    ).toEqual({ propertyId: 'cissa-rovinj', favourite: true })
    expect(
      await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' }),
    ).toEqual({ propertyId: 'cissa-rovinj', favourite: true })
    expect(await storedFavourites(userId)).toEqual(['cissa-rovinj'])

    expect(
      await browser.api.call(removeFavourite, { propertyId: 'cissa-rovinj' }),
    ).toEqual({ propertyId: 'cissa-rovinj', favourite: false })
    expect(
      await browser.api.call(removeFavourite, { propertyId: 'cissa-rovinj' }),
    ).toEqual({ propertyId: 'cissa-rovinj', favourite: false })
    expect(await storedFavourites(userId)).toEqual([])

    const cookie = cookieHeader(browser)
    const xsrf = browser.cookies.get('XSRF-TOKEN')?.value ?? ''
    for (const [method, path] of [
      ['POST', endpoints.addFavourite.path],
      ['DELETE', `${endpoints.removeFavourite.path}?propertyId=cissa-rovinj`],
      ['GET', `${endpoints.memberFavourites.path}?lang=en`],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          cookie,
          'x-xsrf-token': xsrf,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST'
          ? { body: JSON.stringify({ propertyId: 'cissa-rovinj' }) }
          : {}),
      })
      expect(response.status, path).toBe(200)
      // ASVS 14.3.2: answers about a member are not kept by the browser or a cache.
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('lists them newest first, each with its name and region in the language asked, a picture and its page', async () => {
    const { browser } = await signedInBrowser()
    await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await browser.api.call(addFavourite, { propertyId: 'villa-lavanda-hvar' })

    const inGerman = await browser.api.call(memberFavourites, { lang: 'de' })
    expect(inGerman.max).toBe(MAX_FAVOURITES)
    expect(inGerman.favourites).toEqual([
      {
        propertyId: 'villa-lavanda-hvar',
        name: 'Villa Lavanda',
        type: 'villa',
        city: expect.any(String),
        regionName: expect.any(String),
        image: '/media/properties/villa-lavanda-hvar/1.svg',
        href: '/de/unterkunft/villa-lavanda-hvar',
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({
        propertyId: 'cissa-rovinj',
        name: 'Hotel Cissa',
        regionName: 'Istrien',
        href: '/de/unterkunft/cissa-rovinj',
      }),
    ])
    const [lavanda, cissa] = inGerman.favourites
    expect(Date.parse(lavanda!.addedAt)).toBeGreaterThan(
      Date.parse(cissa!.addedAt),
    )

    const inCroatian = await browser.api.call(memberFavourites, { lang: 'hr' })
    expect(
      inCroatian.favourites.map(({ name, regionName, href }) => ({
        name,
        regionName,
        href,
      })),
    ).toEqual([
      {
        name: 'Vila Lavanda',
        regionName: expect.any(String),
        href: '/hr/smjestaj/villa-lavanda-hvar',
      },
      {
        name: 'Hotel Cissa',
        regionName: 'Istra',
        href: '/hr/smjestaj/cissa-rovinj',
      },
    ])
  })

  it('ASVS 2.2.1: refuses a favourite for an unknown property as a validation error, and stores nothing', async () => {
    const { browser, userId } = await signedInBrowser()
    const refused = await failure(
      browser.api.call(addFavourite, { propertyId: 'no-such-resort' }),
    )
    expect(refused).toMatchObject({
      status: 400,
      kind: 'missing_params',
      fields: { propertyId: 'property_unknown' },
    })
    expect(await storedFavourites(userId)).toEqual([])
    expect(
      (await browser.api.call(memberFavourites, { lang: 'en' })).favourites,
    ).toEqual([])

    for (const propertyId of ['', 'x'.repeat(65)])
      expect(
        await failure(browser.api.call(addFavourite, { propertyId })),
      ).toMatchObject({ status: 400, kind: 'missing_params' })
    expect(await storedFavourites(userId)).toEqual([])
  })

  it('ASVS 8.2.2: another member never sees them, and removing the same property changes only their own', async () => {
    const owner = await signedInBrowser()
    const other = await signedInBrowser()
    await owner.browser.api.call(addFavourite, { propertyId: 'vala-krk' })

    expect(
      (await other.browser.api.call(memberFavourites, { lang: 'en' }))
        .favourites,
    ).toEqual([])
    await other.browser.api.call(removeFavourite, { propertyId: 'vala-krk' })
    expect(await storedFavourites(owner.userId)).toEqual(['vala-krk'])

    await other.browser.api.call(addFavourite, { propertyId: 'vala-krk' })
    await other.browser.api.call(removeFavourite, { propertyId: 'vala-krk' })
    expect(await storedFavourites(owner.userId)).toEqual(['vala-krk'])
    expect(
      (
        await owner.browser.api.call(memberFavourites, { lang: 'en' })
      ).favourites.map((favourite) => favourite.propertyId),
    ).toEqual(['vala-krk'])
  })

  it('ASVS 8.2.1: a signed-out visitor can neither list, add nor remove favourites (401)', async () => {
    const browser = createTestBrowser(server)
    await browser.open()
    const before = await allFavourites()
    for (const call of [
      () => browser.api.call(memberFavourites, { lang: 'en' }),
      () => browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' }),
      () => browser.api.call(removeFavourite, { propertyId: 'cissa-rovinj' }),
    ])
      expect(await failure(call())).toMatchObject({
        status: 401,
        kind: 'unauthorized',
      })
    expect(await allFavourites()).toEqual(before)
  })

  it('ASVS 3.5.1: refuses adding and removing with the session cookies but without the XSRF header', async () => {
    const { browser, userId } = await signedInBrowser()
    await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' })
    // Every cookie the browser holds, but no X-XSRF-TOKEN header: as a form on another site sends.
    const cookie = cookieHeader(browser)
    const forged = [
      fetch(`${server.baseUrl}${endpoints.addFavourite.path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ propertyId: 'vala-krk' }),
      }),
      fetch(
        `${server.baseUrl}${endpoints.removeFavourite.path}?propertyId=cissa-rovinj`,
        { method: 'DELETE', headers: { cookie } },
      ),
    ]
    for (const response of await Promise.all(forged))
      expect(response.status).toBe(403)
    expect(await storedFavourites(userId)).toEqual(['cissa-rovinj'])
  })

  it('lets a member’s favourites go with the member’s user row', async () => {
    const { browser, userId } = await signedInBrowser()
    await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' })
    await db().deleteFrom('users').where('adb2c_id', '=', userId).execute()
    expect(await storedFavourites(userId)).toEqual([])
  })
})

describe('the most favourites a member may keep', () => {
  /** Properties beyond the seed's, so that a member can reach the limit. */
  async function extraProperties(count: number): Promise<string[]> {
    const ids = Array.from(
      { length: count },
      (_, index) => `extra-${String(index).padStart(3, '0')}`,
    )
    await db()
      .insertInto('properties')
      .values(
        ids.map((id, index) => ({
          id,
          type: 'apartment' as const,
          stars: 3,
          country_code: 'HR',
          region_id: 'istria',
          city: 'Rovinj',
          latitude: 45,
          longitude: 13.6,
          currency: 'EUR',
          allowed_card_brands: '["visa"]',
          check_in_from: '14:00',
          check_out_until: '10:00',
          images: '[]',
          sort_order: 1000 + index,
        })),
      )
      .execute()
    await db()
      .insertInto('property_texts')
      .values(
        ids.map((id) => ({
          property_id: id,
          language: 'en',
          name: `Apartment ${id}`,
          summary: '',
          description: '',
          search_text: id,
        })),
      )
      .execute()
    return ids
  }

  it(`ASVS 2.3.2: keeps at most ${MAX_FAVOURITES}, also when adds come at once; one more is refused with its own code and nothing stored`, async () => {
    const { browser, userId } = await signedInBrowser()
    const ids = await extraProperties(MAX_FAVOURITES + 3)
    const kept = ids.slice(0, MAX_FAVOURITES - 2)
    const now = new Date().toISOString()
    await db()
      .insertInto('favourites')
      .values(
        kept.map((id) => ({
          user_id: userId,
          property_id: id,
          created_at: now,
        })),
      )
      .execute()

    // Five new ones at once for the last two places: exactly two are kept.
    const attempts = await Promise.allSettled(
      ids
        .slice(MAX_FAVOURITES - 2)
        .map((propertyId) => browser.api.call(addFavourite, { propertyId })),
    )
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [attempt.reason as ApiError] : [],
    )
    expect(attempts.length - refused.length).toBe(2)
    expect(refused).toHaveLength(3)
    for (const error of refused)
      expect(error).toMatchObject({
        status: 409,
        kind: 'conflict',
        fields: { propertyId: 'too_many_favourites' },
      })
    expect(await storedFavourites(userId)).toHaveLength(MAX_FAVOURITES)

    // At the limit, one already kept is still accepted (changing nothing), and removing makes room.
    await browser.api.call(addFavourite, { propertyId: kept[0]! })
    expect(await storedFavourites(userId)).toHaveLength(MAX_FAVOURITES)
    await browser.api.call(removeFavourite, { propertyId: kept[0]! })
    await browser.api.call(addFavourite, { propertyId: 'cissa-rovinj' })
    expect(await storedFavourites(userId)).toHaveLength(MAX_FAVOURITES)
  })
})
