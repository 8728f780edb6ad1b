import { endpoints } from '@resort/core/api'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import { bookingBody, tokenOf } from '../testing/bookingFixtures'
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
let member: SessionTokens
let nonMember: SessionTokens
let unverified: SessionTokens
const unverifiedEmail = 'lea.rates@example.com'

interface MemberOffer {
  propertyId: string
  rateId: string
  unitId: string
  guarantee: string
  dateFrom: string
  dateTo: string
  total: number
  memberTotal: number
}

/** A unit and rate with a member price (the seed gives some flexible rates one). */
async function memberOffer(startInDays: number): Promise<MemberOffer> {
  for (let shift = 0; shift < 10; shift++) {
    const dateFrom = daysFromToday(startInDays + shift)
    const dateTo = daysFromToday(startInDays + shift + 3)
    const list = await call(
      server.baseUrl,
      `/api/v1/search/properties?${qs({ dateFrom, dateTo, adults: 2, pageSize: 50 })}`,
    )
    for (const item of list.body.items) {
      if (item.memberLowestTotal === undefined) continue
      const detail = await call(
        server.baseUrl,
        `/api/v1/search/property?${qs({ propertyId: item.propertyId, dateFrom, dateTo, adults: 2 })}`,
      )
      for (const unit of detail.body.units) {
        const rate = unit.rates.find(
          (candidate: any) =>
            candidate.memberTotal !== undefined &&
            candidate.guarantee !== 'PREPAYMENT',
        )
        if (rate)
          return {
            propertyId: item.propertyId,
            rateId: rate.rateId,
            unitId: unit.unitId,
            guarantee: rate.guarantee,
            dateFrom,
            dateTo,
            total: rate.total,
            memberTotal: rate.memberTotal,
          }
      }
    }
  }
  throw new Error('the seed has no rate with a member price')
}

const quoteBody = (
  offer: MemberOffer,
  extra: Record<string, unknown> = {},
) => ({
  lang: 'en',
  propertyId: offer.propertyId,
  rateId: offer.rateId,
  dateFrom: offer.dateFrom,
  dateTo: offer.dateTo,
  units: [{ unitId: offer.unitId, adults: 2, children: 0, supplements: [] }],
  ...extra,
})
const quoteAs = async (
  offer: MemberOffer,
  tokens: Partial<SessionTokens>,
  extra: Record<string, unknown> = {},
) =>
  json(
    await callAs(
      server,
      endpoints.finalPriceQuote,
      quoteBody(offer, extra),
      tokens,
    ),
  )
const bookAs = (
  offer: MemberOffer,
  tokens: Partial<SessionTokens>,
  overrides: Record<string, unknown>,
) =>
  callAs(
    server,
    endpoints.newBooking,
    bookingBody(
      { ...offer, refundable: true, maxQuantity: 1 },
      { ...overrides },
    ),
    tokens,
  )

beforeAll(async () => {
  server = await startTestServer()
  member = await signedInMember(server, { email: 'ana.rates@example.com' })
  nonMember = await signedInMember(server, { email: 'ivo.rates@example.com' })
  unverified = await signedInMember(server, { email: unverifiedEmail })
  await withTokens(server, endpoints.joinClub, member)
  await withTokens(server, endpoints.joinClub, unverified)
  // A member whose address is no longer confirmed (as after an e-mail change not yet confirmed).
  await server.database.db
    .updateTable('users')
    .set({ email_verified_at: null })
    .where('email', '=', unverifiedEmail)
    .execute()
})
afterAll(() => server.close())

describe('the server prices member rates only for a verified signed-in member', () => {
  it('shows everyone the member price beside the public price in search results and offers', async () => {
    const offer = await memberOffer(40)
    expect(offer.memberTotal).toBeLessThan(offer.total)
  })

  it('ASVS 2.3.1: prices an anonymous client at the public price, whatever it claims (a forged isLoyalty)', async () => {
    const offer = await memberOffer(40)
    for (const forged of [
      {},
      { isLoyalty: true },
      { memberRate: { applied: true } },
    ]) {
      const quote = await quoteAs(offer, {}, forged)
      expect(quote.totalPrice).toBe(offer.total)
      expect(quote.memberRate).toMatchObject({
        applied: false,
        publicTotal: offer.total,
        memberTotal: offer.memberTotal,
      })
    }
  })

  it('ASVS 2.3.1: prices a signed-in member who has not joined the club, and a member whose e-mail is unconfirmed, at the public price', async () => {
    const offer = await memberOffer(40)
    for (const tokens of [nonMember, unverified]) {
      const quote = await quoteAs(offer, tokens, { isLoyalty: true })
      expect(quote.totalPrice).toBe(offer.total)
      expect(quote.memberRate.applied).toBe(false)
    }
  })

  it('prices a verified club member signed in at the member price, in quotes of the reservation and of one unit', async () => {
    const offer = await memberOffer(40)
    const quote = await quoteAs(offer, member)
    expect(quote.totalPrice).toBe(offer.memberTotal)
    expect(quote.memberRate).toEqual({
      discountPercent: expect.any(Number),
      publicTotal: offer.total,
      memberTotal: offer.memberTotal,
      applied: true,
    })
    const unit = await json(
      await callAs(
        server,
        endpoints.unitPriceQuote,
        {
          lang: 'en',
          propertyId: offer.propertyId,
          rateId: offer.rateId,
          dateFrom: offer.dateFrom,
          dateTo: offer.dateTo,
          unitId: offer.unitId,
          adults: 2,
        },
        member,
      ),
    )
    expect(unit.unit.total).toBe(offer.memberTotal)
    expect(unit.memberRate.applied).toBe(true)
  })

  it('ASVS 2.3.1: refuses to book a member price for an anonymous client or a non-member (409 price_changed), booking nothing', async () => {
    const offer = await memberOffer(50)
    for (const tokens of [{}, nonMember]) {
      const response = await bookAs(offer, tokens, {
        expectedTotal: offer.memberTotal,
        isLoyalty: true,
      })
      expect(response.status).toBe(409)
      const body = await json(response)
      expect(body.error.kind).toBe('price_changed')
    }
  })

  it('books a verified member at the member price, and re-prices a change of the booking for them', async () => {
    const offer = await memberOffer(60)
    const response = await bookAs(offer, member, {
      expectedTotal: offer.memberTotal,
    })
    expect(response.status).toBe(201)
    const booking = await json(response)
    expect(booking.totalPrice).toBe(offer.memberTotal)
    const token = tokenOf(booking.bookingURI)
    const change = {
      token,
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 2 }],
    }
    const asMember = await json(
      await callAs(server, endpoints.editBookingQuote, change, member),
    )
    expect(asMember.totalPrice).toBe(offer.memberTotal)
    // The booking link alone is no member's session: the change would be at the public price.
    const byLink = await json(
      await callAs(server, endpoints.editBookingQuote, change),
    )
    expect(byLink.totalPrice).toBe(offer.total)
    const edited = await callAs(
      server,
      endpoints.editBooking,
      { ...change, expectedTotal: offer.memberTotal },
      member,
    )
    expect(edited.status).toBe(200)
  })

  it('prices a member at the member price as soon as they join during the reservation', async () => {
    const offer = await memberOffer(40)
    const joining = await signedInMember(server, {
      email: 'mia.rates@example.com',
    })
    expect((await quoteAs(offer, joining)).totalPrice).toBe(offer.total)
    await withTokens(server, endpoints.joinClub, joining)
    expect((await quoteAs(offer, joining)).totalPrice).toBe(offer.memberTotal)
  })
})
