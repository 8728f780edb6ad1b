import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../testing/api'
import { bookingBody, postBooking, tokenOf } from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

interface FamilyOffer {
  propertyId: string
  rateId: string
  unitId: string
  guarantee: string
  refundable: boolean
  total: number
  dateFrom: string
  dateTo: string
  maxQuantity: number
}

/** A unit for two adults and two children on a rate booked without a card, a stay from `startInDays`. */
async function familyOffer(startInDays: number): Promise<FamilyOffer> {
  for (let shift = 0; shift < 10; shift++) {
    const dateFrom = daysFromToday(startInDays + shift)
    const dateTo = daysFromToday(startInDays + shift + 3)
    const party = { dateFrom, dateTo, adults: 2, children: 2 }
    const list = await call(
      server.baseUrl,
      `/api/v1/search/properties?${qs({ ...party, pageSize: 50 })}`,
    )
    for (const item of list.body.items) {
      const detail = await call(
        server.baseUrl,
        `/api/v1/search/property?${qs({ ...party, propertyId: item.propertyId })}`,
      )
      for (const unit of detail.body.units) {
        const rate = unit.rates.find(
          (candidate: { guarantee: string; refundable: boolean }) =>
            candidate.guarantee === 'NOGUARANTEE' && candidate.refundable,
        )
        if (unit.fitsGuests && unit.availableCount > 0 && rate)
          return {
            propertyId: item.propertyId,
            rateId: rate.rateId,
            unitId: unit.unitId,
            guarantee: rate.guarantee,
            refundable: rate.refundable,
            total: rate.total,
            dateFrom,
            dateTo,
            maxQuantity: unit.availableCount,
          }
      }
    }
  }
  throw new Error(`no family offer from ${daysFromToday(startInDays)}`)
}

const family = (offer: FamilyOffer, party: object) => [
  { unitId: offer.unitId, adults: 2, children: 2, ...party },
]

/** A new-booking body for the family, at the total the server quotes for it. */
async function familyBooking(
  offer: FamilyOffer,
  party: object,
  overrides: Record<string, unknown> = {},
) {
  // Priced without the ages (no price depends on them), so a body with wrong ones has a total.
  const quote = await post(server.baseUrl, '/api/v1/search/final-price-quote', {
    lang: 'en',
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    units: family(offer, {}),
  })
  return bookingBody(offer, {
    units: family(offer, party),
    expectedTotal: quote.body.totalPrice,
    ...overrides,
  })
}

describe('SPEC 3 childAges: the children’s ages of a booking (issue 33)', () => {
  it('a quote takes the ages, and refuses a count that is not the children’s or an age of 18', async () => {
    const offer = await familyOffer(120)
    const quote = (party: object) =>
      post(server.baseUrl, '/api/v1/search/final-price-quote', {
        lang: 'en',
        propertyId: offer.propertyId,
        rateId: offer.rateId,
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        units: family(offer, party),
      })
    expect((await quote({ childAges: [4, 9] })).status).toBe(200)
    // The rooms step prices a room before each age is chosen.
    expect((await quote({})).status).toBe(200)
    const short = await quote({ childAges: [4] })
    expect(short.status).toBe(400)
    expect(short.body.error.fields).toEqual({
      'units.0.childAges': 'child_ages_count',
    })
    const adult = await quote({ childAges: [4, 18] })
    expect(adult.status).toBe(400)
    expect(adult.body.error.fields).toEqual({
      'units.0.childAges.1': 'child_age_invalid',
    })
  })

  it('books with the ages, stores them with the unit and returns them, also on the booking page', async () => {
    const offer = await familyOffer(125)
    const booked = await postBooking(
      server.baseUrl,
      await familyBooking(offer, { childAges: [4, 9] }),
    )
    expect(booked.status).toBe(201)
    expect(booked.body.accomodationData[0]).toMatchObject({
      children: 2,
      childAges: [4, 9],
    })
    const row = await server.database.db
      .selectFrom('booking_units')
      .select('child_ages')
      .where('booking_id', '=', booked.body.bookingId)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.child_ages ?? 'null')).toEqual([4, 9])
    const view = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token: tokenOf(booked.body.bookingURI) })}`,
    )
    expect(view.body.accomodationData[0].childAges).toEqual([4, 9])
  })

  it('refuses a booking whose children have no ages, the wrong number of them, or an age of 18', async () => {
    const offer = await familyOffer(130)
    for (const [party, field, code] of [
      [{}, 'units.0.childAges', 'child_ages_count'],
      [{ childAges: [4, 9, 12] }, 'units.0.childAges', 'child_ages_count'],
      [{ childAges: [18, 9] }, 'units.0.childAges.0', 'child_age_invalid'],
    ] as const) {
      const refused = await postBooking(
        server.baseUrl,
        await familyBooking(offer, party),
      )
      expect(refused.status, JSON.stringify(party)).toBe(400)
      expect(refused.body.error.fields).toEqual({ [field]: code })
    }
  })

  it('keeps the ages through a change of dates that keeps the children', async () => {
    const offer = await familyOffer(135)
    const booked = await postBooking(
      server.baseUrl,
      await familyBooking(offer, { childAges: [0, 17] }),
    )
    const token = tokenOf(booked.body.bookingURI)
    const change = {
      token,
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: family(offer, {}),
    }
    const quote = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      change,
    )
    const edited = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      ...change,
      expectedTotal: quote.body.totalPrice,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.accomodationData[0].childAges).toEqual([0, 17])
  })
})

describe('issue 33 (SPEC 3 childAges): ages where a booking’s guests are changed or shown', () => {
  /** The text part of the mails about a booking, oldest first. */
  const mailTexts = async (bookingId: string) =>
    (
      await server.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('subject', 'like', `%${bookingId}%`)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.text_body)

  it('the booking mail’s guests line names each child’s age, under one in the mail’s language', async () => {
    const offer = await familyOffer(150)
    for (const [lang, line] of [
      ['en', '2 adults, 2 children (under 1, 9)'],
      ['de', '2 Erwachsene, 2 Kinder (unter 1, 9)'],
    ] as const) {
      const booked = await postBooking(
        server.baseUrl,
        await familyBooking(offer, { childAges: [0, 9] }, { lang }),
      )
      expect(booked.status).toBe(201)
      const [confirmation] = await mailTexts(booked.body.bookingId)
      expect(confirmation).toContain(line)
    }
  })

  it('a change that gives other children their ages stores and shows them, also in its mail', async () => {
    const offer = await familyOffer(160)
    const booked = await postBooking(
      server.baseUrl,
      await familyBooking(offer, { childAges: [4, 9] }),
    )
    const change = {
      token: tokenOf(booked.body.bookingURI),
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 2, children: 1, childAges: [6] }],
    }
    const quote = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      change,
    )
    expect(quote.status).toBe(200)
    const edited = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      ...change,
      expectedTotal: quote.body.totalPrice,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.accomodationData[0].childAges).toEqual([6])
    const mails = await mailTexts(booked.body.bookingId)
    expect(mails.at(-1)).toContain('2 adults, 1 child (6)')
  })
})

describe('issue 33: the holder’s title and gender are optional', () => {
  it('books for a holder who gives neither, and shows the holder without them', async () => {
    const offer = await familyOffer(140)
    const booked = await postBooking(
      server.baseUrl,
      await familyBooking(
        offer,
        { childAges: [4, 9] },
        { reservationHolder: { firstName: 'Ana', lastName: 'Horvat' } },
      ),
    )
    expect(booked.status).toBe(201)
    expect(booked.body.reservationHolder).toStrictEqual({
      firstName: 'Ana',
      lastName: 'Horvat',
    })
  })

  it('still refuses a title that is not one of the spec', async () => {
    const offer = await familyOffer(145)
    const refused = await postBooking(
      server.baseUrl,
      await familyBooking(
        offer,
        { childAges: [4, 9] },
        {
          reservationHolder: {
            title: 'Sir',
            firstName: 'Ana',
            lastName: 'Horvat',
          },
        },
      ),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({
      'reservationHolder.title': 'title_invalid',
    })
  })
})
