import type { FinalQuoteRequest } from '@resort/core/api'
import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCatalogCache,
  type Catalog,
  type CatalogProperty,
} from '../catalog/catalogSnapshot'
import { priceQuote } from '../search/priceQuote'
import { post } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'
import { readFeedInput, type FeedInput } from './feedNights'
import { otaCode, OTA_CODE_LENGTH, OTA_RATE_CODE_LENGTH } from './otaCodes'
import { rateFeed } from './rateFeed'
import { feedElements, firstIn } from './testing/feedElements'
import { otaSchemaErrors } from './testing/otaSchemaCheck'

// Issue 35: Google's free booking links read prices as OpenTravel's OTA_HotelRateAmountNotifRQ:
// what the server charges for a night and a number of adults, held to the published schema.

let server: TestServer
let catalog: Catalog

beforeAll(async () => {
  server = await startTestServer()
  catalog = await createCatalogCache(server.database.db, 0).get()
})
afterAll(async () => {
  await server.close()
})

const AT = new Date('2030-01-02T03:04:05.000Z')
const DAYS = 30

async function feedOf(propertyId: string, from = daysFromToday(5)) {
  const property = catalog.propertyById.get(propertyId)!
  const input = await readFeedInput(
    server.database.db,
    property,
    from,
    addDaysIso(from, DAYS),
    AT,
  )
  return { property, input, xml: rateFeed(input) }
}

/** The feed's price in cents for a unit type, rate plan, night and number of adults. */
function feedAmount(
  xml: string,
  property: CatalogProperty,
  { unitId, rateId }: { unitId: string; rateId: string },
  night: string,
  adults: number,
): number | undefined {
  const unit = otaCode(unitId, OTA_CODE_LENGTH, property.id)
  const rate = otaCode(rateId, OTA_RATE_CODE_LENGTH, property.id)
  const message = feedElements(xml, 'RateAmountMessage').find((candidate) => {
    const control = firstIn(candidate, 'StatusApplicationControl')!
    return (
      control.InvTypeCode === unit &&
      control.RatePlanCode === rate &&
      control.Start! <= night &&
      night <= control.End!
    )
  })
  const amount = feedElements(message?.inner ?? '', 'BaseByGuestAmt').find(
    (candidate) => candidate.attributes.NumberOfGuests === String(adults),
  )?.attributes
  if (!amount) return undefined
  expect(amount.CurrencyCode).toBe(property.currency)
  expect(amount.AmountAfterTax).toMatch(/^\d+\.\d{2}$/)
  return Number(amount.AmountAfterTax!.replace('.', ''))
}

/** A night on which a stay of that night alone can be sold in the unit type under the rate. */
function sellableNight(input: FeedInput, unitId: string, minNights: number) {
  if (minNights > 1) return undefined
  const nights = input.nights.get(unitId) ?? []
  return nights.find(
    (night, index) =>
      night.free > 0 &&
      !night.closed &&
      night.minStay <= 1 &&
      !night.closedToArrival &&
      !nights[index + 1]?.closedToDeparture,
  )?.night
}

describe('rateFeed (issue 35: Google feeds, prices)', () => {
  it('issue 35: Google feeds: a seeded property’s 30 days of prices are valid against OTA_HotelRateAmountNotifRQ.xsd', async () => {
    for (const propertyId of ['cissa-rovinj', 'vala-krk']) {
      const { xml } = await feedOf(propertyId)
      expect(feedElements(xml, 'RateAmountMessage').length).toBeGreaterThan(0)
      expect(await otaSchemaErrors('OTA_HotelRateAmountNotifRQ', xml)).toEqual(
        [],
      )
    }
  })

  it('issue 35: Google feeds, prices with every compulsory fee: each rate carries the property’s tourist tax as a mandatory fee on top, per adult and night, valid against the schema', async () => {
    // Vala's house rule: €1.50 per adult and night (seed), paid at the property.
    const { property, xml } = await feedOf('vala-krk')
    expect(property.tourist_tax).toBe(150)
    const messages = feedElements(xml, 'RateAmountMessage')
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages)
      expect(firstIn(message, 'Fee')).toEqual({
        MandatoryInd: 'true',
        MinAge: '18',
        Type: 'Exclusive',
        Code: '18',
        Amount: '1.50',
        CurrencyCode: 'EUR',
        ChargeUnit: '21',
      })
    expect(await otaSchemaErrors('OTA_HotelRateAmountNotifRQ', xml)).toEqual([])
    // A property without one sends no fee.
    const { input } = await feedOf('cissa-rovinj')
    const untaxed = rateFeed({
      ...input,
      property: { ...input.property, tourist_tax: 0 },
    })
    expect(feedElements(untaxed, 'Fee')).toEqual([])
    expect(
      await otaSchemaErrors('OTA_HotelRateAmountNotifRQ', untaxed),
    ).toEqual([])
  })

  it('issue 35: Google feeds: the schema check refuses prices with a wrong amount or a rate without its amounts', async () => {
    const { xml } = await feedOf('cissa-rovinj')
    const broken = {
      commaAmount: xml.replace(
        /AmountAfterTax="(\d+)\.(\d+)"/,
        'AmountAfterTax="$1,$2"',
      ),
      // BaseByGuestAmts holds at least one BaseByGuestAmt.
      emptyAmounts: xml.replace(/<BaseByGuestAmt [^>]*\/>\s*/g, ''),
      unknownNotif: xml.replace('NotifType="Overlay"', 'NotifType="Replace"'),
    }
    for (const [how, text] of Object.entries(broken)) {
      expect(text, how).not.toBe(xml)
      expect(
        await otaSchemaErrors('OTA_HotelRateAmountNotifRQ', text),
        how,
      ).not.toEqual([])
    }
  })

  it('issue 35: Google feeds: a night’s price for each number of adults is the total final-price-quote answers for a stay of that night', async () => {
    const { property, input, xml } = await feedOf('cissa-rovinj')
    // A rate with a member price: the feed is public, as an anonymous quote is.
    const rate = property.ratePlans.find(
      (candidate) =>
        candidate.member_discount_percent > 0 && candidate.min_nights <= 1,
    )!
    const unit = [...property.unitTypes].sort(
      (a, b) => b.max_adults - a.max_adults,
    )[0]!
    const night = sellableNight(input, unit.id, rate.min_nights)!
    expect(unit.max_adults).toBeGreaterThan(2)
    for (let adults = 1; adults <= unit.max_adults; adults++) {
      const quote = await post(
        server.baseUrl,
        '/api/v1/search/final-price-quote',
        {
          lang: 'en',
          propertyId: property.id,
          rateId: rate.id,
          dateFrom: night,
          dateTo: addDaysIso(night, 1),
          units: [{ unitId: unit.id, adults, children: 0, supplements: [] }],
        },
      )
      expect(quote.status).toBe(200)
      expect(quote.body.memberRate.applied).toBe(false)
      expect(quote.body.memberRate.memberTotal).toBeLessThan(
        quote.body.totalPrice,
      )
      expect(
        feedAmount(
          xml,
          property,
          { unitId: unit.id, rateId: rate.id },
          night,
          adults,
        ),
      ).toBe(quote.body.totalPrice)
    }
    // Nothing above the unit type's most adults.
    expect(
      feedAmount(
        xml,
        property,
        { unitId: unit.id, rateId: rate.id },
        night,
        unit.max_adults + 1,
      ),
    ).toBeUndefined()
  })

  it('issue 35: Google feeds: every price of the feed that a one-night stay can be booked at is the server’s own quote for it', async () => {
    for (const propertyId of ['cissa-rovinj', 'lovorika-opatija']) {
      const { property, input, xml } = await feedOf(propertyId)
      let compared = 0
      for (const rate of property.ratePlans)
        for (const unit of property.unitTypes)
          for (const night of input.nights.get(unit.id) ?? []) {
            if (night.free === 0 || night.closed || rate.min_nights > 1)
              continue
            for (let adults = 1; adults <= unit.max_adults; adults++) {
              const request: FinalQuoteRequest = {
                lang: 'en',
                propertyId,
                rateId: rate.id,
                dateFrom: night.night,
                dateTo: addDaysIso(night.night, 1),
                units: [
                  { unitId: unit.id, adults, children: 0, supplements: [] },
                ],
              }
              const quote = priceQuote(
                catalog,
                request,
                new Map([[unit.id, [night]]]),
                'public',
              )
              expect(
                feedAmount(
                  xml,
                  property,
                  { unitId: unit.id, rateId: rate.id },
                  night.night,
                  adults,
                ),
              ).toBe(quote.totalPrice)
              compared++
            }
          }
      expect(compared).toBeGreaterThan(100)
    }
  })

  it('issue 35: Google feeds: a stay of a rate’s minimum nights costs what the feed’s nights add up to', async () => {
    const { property, input, xml } = await feedOf('vala-krk')
    const rate = property.ratePlans.find(
      (candidate) => candidate.min_nights === 2,
    )!
    const unit = property.unitTypes[0]!
    const nights = input.nights.get(unit.id)!
    // Two nights free and open from an arrival without restrictions.
    const start = nights.findIndex(
      (night, index) =>
        [night, nights[index + 1]].every(
          (each) => each && each.free > 0 && !each.closed,
        ) &&
        night.minStay <= 2 &&
        !night.closedToArrival &&
        !nights[index + 2]?.closedToDeparture,
    )
    const stay = nights.slice(start, start + 2)
    expect(stay).toHaveLength(2)
    const quote = await post(
      server.baseUrl,
      '/api/v1/search/final-price-quote',
      {
        lang: 'en',
        propertyId: property.id,
        rateId: rate.id,
        dateFrom: stay[0]!.night,
        dateTo: addDaysIso(stay[1]!.night, 1),
        units: [{ unitId: unit.id, adults: 2, children: 0, supplements: [] }],
      },
    )
    expect(quote.status).toBe(200)
    const ids = { unitId: unit.id, rateId: rate.id }
    expect(
      stay.reduce(
        (sum, night) => sum + feedAmount(xml, property, ids, night.night, 2)!,
        0,
      ),
    ).toBe(quote.body.totalPrice)
  })

  it('issue 35: Google feeds: a rate’s nights with the same prices are one message, in the codes’ order, the same for the same data', async () => {
    const { property, input, xml } = await feedOf('vala-krk')
    expect(rateFeed(input)).toBe(xml)
    expect(
      feedElements(xml, 'OTA_HotelRateAmountNotifRQ')[0]?.attributes,
    ).toEqual({
      xmlns: 'http://www.opentravel.org/OTA/2003/05',
      Version: '3.0',
      TimeStamp: '2030-01-02T03:04:05.000Z',
      EchoToken: `rate-vala-krk-${AT.getTime()}`,
      NotifType: 'Overlay',
      NotifScopeType: 'ProductRate',
    })
    const messages = feedElements(xml, 'RateAmountMessage')
    const productOf = (message: (typeof messages)[number]) => {
      const control = firstIn(message, 'StatusApplicationControl')!
      return `${control.InvTypeCode}|${control.RatePlanCode}`
    }
    const products = [...new Set(messages.map(productOf))]
    expect(products).toEqual([...products].sort())
    expect(products).toHaveLength(
      property.unitTypes.length * property.ratePlans.length,
    )
    for (const product of products) {
      const runs = messages.filter((message) => productOf(message) === product)
      for (let index = 1; index < runs.length; index++)
        expect(
          runs[index]!.inner.replace(/<StatusApplicationControl[^>]*>/, ''),
        ).not.toBe(
          runs[index - 1]!.inner.replace(/<StatusApplicationControl[^>]*>/, ''),
        )
    }
  })
})
