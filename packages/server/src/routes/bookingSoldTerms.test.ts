import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
  type Offer,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  // The catalog is read again on every use: an edit shows at once, as after its snapshot expires.
  server = await startTestServer({ catalogMaxAgeMs: 0 })
})
afterAll(async () => {
  await server.close()
})

const view = async (bookingURI: string, lang: string) =>
  (
    await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token: tokenOf(bookingURI), lang })}`,
    )
  ).body

/** Staff rename a rate and rewrite its policies (the admin area's edit, issue 14). */
async function editRate(rateId: string, suffix: string) {
  const db = server.database.db
  const texts = await db
    .selectFrom('rate_plan_texts')
    .select(['language', 'name', 'board_name'])
    .where('rate_plan_id', '=', rateId)
    .execute()
  for (const { language, name, board_name } of texts)
    await db
      .updateTable('rate_plan_texts')
      .set({ name: `${name} ${suffix}`, board_name: `${board_name} ${suffix}` })
      .where('rate_plan_id', '=', rateId)
      .where('language', '=', language)
      .execute()
  await db
    .updateTable('policy_texts')
    .set({ text: `Rewritten ${suffix}` })
    .where('rate_plan_id', '=', rateId)
    .execute()
}

/** Waits until the property's offers name the rate so. */
async function catalogNames(offer: Offer, rateName: string) {
  const { propertyId, dateFrom, dateTo, rateId } = offer
  for (let tries = 0; tries < 100; tries++) {
    const detail = await call(
      server.baseUrl,
      `/api/v1/search/property?${qs({ propertyId, dateFrom, dateTo, adults: 2, lang: 'en' })}`,
    )
    const names = detail.body.units.flatMap((unit: any) =>
      unit.rates
        .filter((rate: any) => rate.rateId === rateId)
        .map((rate: any) => rate.name),
    )
    if (names.includes(rateName)) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`the catalog never named ${rateId} "${rateName}"`)
}

describe('issue 14: bookings keep what was sold', () => {
  it('a booking shows the rate’s name, board and policies as booked, in each language, after staff edit the rate; a new booking shows the new ones', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 90,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    const before = {
      en: await view(booked.body.bookingURI, 'en'),
      de: await view(booked.body.bookingURI, 'de'),
    }
    expect(before.en.rate.name).not.toBe(before.de.rate.name)
    expect(before.en.policy.cancelation.length).toBeGreaterThan(0)

    await editRate(offer.rateId, '(2027)')

    // A new booking of the rate is sold the new terms, once the catalog has reloaded (an expired
    // one is served once more while the new one loads).
    const later = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 120,
    })
    expect(later.rateId).toBe(offer.rateId)
    await catalogNames(later, `${before.en.rate.name} (2027)`)
    const rebooked = await book(server.baseUrl, bookingBody(later))
    expect(rebooked.status).toBe(201)
    const fresh = await view(rebooked.body.bookingURI, 'en')
    expect(fresh.rate.name).toBe(`${before.en.rate.name} (2027)`)
    expect(fresh.rate.boardName).toBe(`${before.en.rate.boardName} (2027)`)
    expect(fresh.policy.cancelation).toEqual(
      before.en.policy.cancelation.map(() => 'Rewritten (2027)'),
    )

    // The earlier booking still shows what its guest bought.
    for (const lang of ['en', 'de'] as const) {
      const after = await view(booked.body.bookingURI, lang)
      expect(after.rate).toEqual(before[lang].rate)
      expect(after.policy).toEqual(before[lang].policy)
    }
  })

  it('a booking made before bookings kept their terms reads the catalog as it is', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 150,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    await server.database.db
      .updateTable('bookings')
      .set({ sold_terms: null })
      .where('id', '=', booked.body.bookingId)
      .execute()
    const before = await view(booked.body.bookingURI, 'en')
    await editRate(offer.rateId, '(renamed)')
    await catalogNames(offer, `${before.rate.name} (renamed)`)
    expect((await view(booked.body.bookingURI, 'en')).rate.name).toBe(
      `${before.rate.name} (renamed)`,
    )
  })
})
