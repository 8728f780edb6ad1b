import { lineTotal } from '@resort/core/pricing'
import { nightsBetween } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { parseISO } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
const get = (
  path: string,
  params: Record<string, string | number | undefined>,
) => call(server.baseUrl, `${path}?${qs(params)}`)
const quote = (body: unknown) =>
  post(server.baseUrl, '/api/v1/search/final-price-quote', body)

// A week well ahead, starting on a Monday, so that weekday and weekend nights are both in it.
function mondayAhead(days: number): string {
  let date = daysFromToday(days)
  while (parseISO(date).getDay() !== 1) date = daysFromToday((days += 1))
  return date
}
const dateFrom = mondayAhead(40)
const dateTo = daysFromToday(nightsBetween(daysFromToday(0), dateFrom) + 7)

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** The first property of a type with a unit that has rates for the stay and 2 adults. */
async function bookableUnit(type?: string, units = 1) {
  const list = await get('/api/v1/search/properties', {
    dateFrom,
    dateTo,
    adults: 2,
    type,
    sort: 'price',
  })
  for (const item of list.body.items) {
    const detail = await get('/api/v1/search/property', {
      propertyId: item.propertyId,
      dateFrom,
      dateTo,
      adults: 2,
    })
    const unit = detail.body.units.find(
      (u: any) => u.rates.length > 0 && u.availableCount >= units,
    )
    if (unit) return { detail: detail.body, unit, rate: unit.rates[0] }
  }
  throw new Error('no bookable unit in the seed for the test stay')
}

describe('search suggestions (GET /api/v1/search)', () => {
  it('finds a property by its town without accents and a region by its German name', async () => {
    const { body: all } = await get('/api/v1/search', { q: '', lang: 'en' })
    expect(all.destinations.length).toBeGreaterThan(3)
    const property = all.properties[0]
    const town = property.city
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
    const byTown = await get('/api/v1/search', { q: town, lang: 'de' })
    expect(byTown.body.properties.map((p: any) => p.propertyId)).toContain(
      property.propertyId,
    )
    const region = (await get('/api/v1/search', { q: '', lang: 'de' })).body
      .destinations[0]
    const byRegion = await get('/api/v1/search', { q: region.name, lang: 'de' })
    expect(byRegion.body.destinations.map((d: any) => d.regionId)).toContain(
      region.regionId,
    )
  })
})

describe('available properties (GET /api/v1/search/properties)', () => {
  it('lists available properties with their lowest total and nightly price, sorted by price', async () => {
    const { status, body } = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      sort: 'price',
      pageSize: 50,
    })
    expect(status).toBe(200)
    expect(body.nights).toBe(7)
    expect(body.items.length).toBeGreaterThanOrEqual(10)
    const totals = body.items.map((item: any) => item.lowestTotal)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    for (const item of body.items) {
      expect(Number.isInteger(item.lowestTotal) && item.lowestTotal > 0).toBe(
        true,
      )
      expect(item.nightlyFrom).toBe(Math.ceil(item.lowestTotal / 7))
    }
  })

  it('filters by property type and by destination', async () => {
    const villas = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      type: 'villa',
    })
    expect(villas.body.items.length).toBeGreaterThan(0)
    expect(villas.body.items.every((item: any) => item.type === 'villa')).toBe(
      true,
    )
    const region = villas.body.items[0].regionId
    const inRegion = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      destination: region,
    })
    expect(
      inRegion.body.items.every((item: any) => item.regionId === region),
    ).toBe(true)
  })

  it('pages through the results without losing or repeating any', async () => {
    const all = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      pageSize: 50,
      sort: 'name',
    })
    const first = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      pageSize: 4,
      page: 1,
      sort: 'name',
    })
    const second = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      pageSize: 4,
      page: 2,
      sort: 'name',
    })
    expect(first.body.total).toBe(all.body.total)
    const ids = [...first.body.items, ...second.body.items].map(
      (item: any) => item.propertyId,
    )
    expect(ids).toEqual(
      all.body.items.slice(0, 8).map((item: any) => item.propertyId),
    )
  })

  it('finds nothing for more guests than any unit holds', async () => {
    const { body } = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 20,
      children: 20,
    })
    expect(body.items).toEqual([])
  })
})

describe('price quotes (POST /api/v1/search/final-price-quote)', () => {
  it('equals the rate total of the property page, and its breakdown adds up to the total to the cent', async () => {
    const { detail, unit, rate } = await bookableUnit('hotel')
    const { status, body } = await quote({
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
      units: [{ unitId: unit.unitId, adults: 2, children: 0 }],
    })
    expect(status).toBe(200)
    const [quoted] = body.units
    expect(quoted.initialTotal).toBe(rate.total)
    expect(
      quoted.priceBrakedown.reduce(
        (sum: number, line: any) => sum + line.total,
        0,
      ),
    ).toBe(quoted.total)
    expect(body.totalPrice).toBe(quoted.total)
    expect(
      quoted.priceBrakedown.filter((line: any) => line.kind === 'night'),
    ).toHaveLength(7)
  })

  it('makes totalPrice the sum of the unit totals, each its initial total plus its extras (SPEC 4)', async () => {
    const { detail, unit, rate } = await bookableUnit('hotel', 2)
    const extra = detail.supplements[0]
    const { status, body } = await quote({
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
      units: [
        {
          unitId: unit.unitId,
          adults: 2,
          supplements: [{ serviceId: extra.serviceId, quantity: 1 }],
        },
        { unitId: unit.unitId, adults: 1 },
      ],
    })
    expect(status).toBe(200)
    const [first, second] = body.units
    expect(first.total).toBeGreaterThan(first.initialTotal)
    expect(second.total).toBe(second.initialTotal)
    expect(first.total).not.toBe(second.total)
    expect(body.totalPrice).toBe(first.total + second.total)
  })

  it('charges Friday and Saturday nights more than weekday nights (weekday prices)', async () => {
    const { detail, unit, rate } = await bookableUnit()
    const { body } = await quote({
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
      units: [{ unitId: unit.unitId, adults: 2 }],
    })
    const nights = body.units[0].priceBrakedown.filter(
      (line: any) => line.kind === 'night',
    )
    const price = (day: number) =>
      nights.find((line: any) => parseISO(line.date).getDay() === day).unitPrice
    expect(price(5)).toBeGreaterThan(price(2))
    expect(price(6)).toBeGreaterThan(price(3))
  })

  it('prices the same unit differently by season (season prices)', async () => {
    const { detail, unit } = await bookableUnit('hotel')
    const calendar = await get('/api/v1/search/unit-availability-calendar', {
      propertyId: detail.property.propertyId,
      unitId: unit.unitId,
      from: daysFromToday(1),
      to: daysFromToday(90),
    })
    const prices = calendar.body.days
      .filter((day: any) => day.Available)
      .map((day: any) => day.lowestPrice)
    expect(Math.max(...prices) / Math.min(...prices)).toBeGreaterThan(1.2)
  })

  it('prices extras of every price type as quantity x price, with price from nights and guests', async () => {
    const list = await get('/api/v1/search/properties', {
      dateFrom,
      dateTo,
      adults: 2,
      pageSize: 50,
    })
    const seen = new Set<string>()
    for (const item of list.body.items) {
      const detail = (
        await get('/api/v1/search/property', {
          propertyId: item.propertyId,
          dateFrom,
          dateTo,
          adults: 2,
          children: 1,
        })
      ).body
      const unit = detail.units.find((u: any) => u.rates.length > 0)
      if (!unit) continue
      const supplements = detail.supplements.filter(
        (s: any) => !seen.has(s.priceType),
      )
      if (supplements.length === 0) continue
      const { status, body } = await quote({
        propertyId: item.propertyId,
        rateId: unit.rates[0].rateId,
        dateFrom,
        dateTo,
        units: [
          {
            unitId: unit.unitId,
            adults: 2,
            children: 1,
            supplements: supplements.map((s: any) => ({
              serviceId: s.serviceId,
              quantity: Math.min(2, s.maxQuantity),
            })),
          },
        ],
      })
      expect(status).toBe(200)
      const quoted = body.units[0]
      for (const supplement of supplements) {
        const chosen = quoted.selectedSupplements.find(
          (s: any) => s.serviceId === supplement.serviceId,
        )
        const expected = lineTotal(supplement.priceType, supplement.price, {
          nights: 7,
          guests: 3,
        })
        const quantity = Math.min(2, supplement.maxQuantity)
        expect(chosen).toMatchObject({
          quantity,
          price: expected,
          total: quantity * expected,
        })
        seen.add(supplement.priceType)
      }
      expect(quoted.total).toBe(
        quoted.initialTotal +
          quoted.selectedSupplements.reduce(
            (s: number, x: any) => s + x.total,
            0,
          ),
      )
      expect(
        quoted.priceBrakedown.reduce(
          (sum: number, line: any) => sum + line.total,
          0,
        ),
      ).toBe(quoted.total)
    }
    expect([...seen].sort()).toEqual([
      'PerNight',
      'PerPerson',
      'PerPersonNight',
      'PerStay',
    ])
  })

  it('replaces an earlier choice of the same extra, and drops an extra chosen 0 times', async () => {
    const { detail, unit, rate } = await bookableUnit()
    const first = detail.supplements.find((s: any) => s.maxQuantity >= 3)
    const second = detail.supplements.find((s: any) => s !== first)
    const { body } = await quote({
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
      units: [
        {
          unitId: unit.unitId,
          adults: 2,
          supplements: [
            { serviceId: first.serviceId, quantity: 3 },
            { serviceId: second.serviceId, quantity: 1 },
            { serviceId: first.serviceId, quantity: 1 },
            { serviceId: second.serviceId, quantity: 0 },
          ],
        },
      ],
    })
    expect(
      body.units[0].selectedSupplements.map((s: any) => [
        s.serviceId,
        s.quantity,
      ]),
    ).toEqual([[first.serviceId, 1]])
  })

  it('says so when a night is sold out (409), and the property page and calendar agree', async () => {
    const { detail, unit, rate } = await bookableUnit()
    const night = daysFromToday(nightsBetween(daysFromToday(0), dateFrom) + 3)
    await server.database.db
      .updateTable('inventory')
      .set((eb) => ({ sold: eb.ref('total') }))
      .where('unit_type_id', '=', unit.unitId)
      .where('night', '=', night)
      .execute()
    const body = {
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
      units: [{ unitId: unit.unitId, adults: 2 }],
    }
    const { status, body: error } = await quote(body)
    expect(status).toBe(409)
    expect(error.error.kind).toBe('sold_out')
    expect(error.error.message).toContain(night)
    expect(error.error.fields).toEqual({ 'units.0.unitId': 'sold_out' })
    const again = await get('/api/v1/search/property', {
      propertyId: detail.property.propertyId,
      dateFrom,
      dateTo,
      adults: 2,
    })
    const soldOut = again.body.units.find((u: any) => u.unitId === unit.unitId)
    expect(soldOut).toMatchObject({ availableCount: 0, rates: [] })
    const calendar = await get('/api/v1/search/unit-availability-calendar', {
      propertyId: detail.property.propertyId,
      unitId: unit.unitId,
      from: night,
      to: night,
    })
    expect(calendar.body.days).toEqual([
      { date: night, Available: false, lowestPrice: null, minNights: null },
    ])
  })

  it('counts units already chosen on the select-another-room page', async () => {
    const { detail, unit } = await bookableUnit('hotel')
    const params = {
      propertyId: detail.property.propertyId,
      dateFrom,
      dateTo,
      adults: 2,
    }
    const before = await get('/api/v1/search/property-another-room', params)
    const after = await get('/api/v1/search/property-another-room', {
      ...params,
      selected: `${unit.unitId},${unit.unitId}`,
    })
    const count = (body: any) =>
      body.units.find((u: any) => u.unitId === unit.unitId).availableCount
    expect(count(after.body)).toBe(Math.max(0, count(before.body) - 2))
  })
})

describe('bad input gets a clear 4xx, never a 500', () => {
  const params = { dateFrom, dateTo, adults: 2 }

  it('names a missing or malformed parameter (400 missing_params)', async () => {
    const missing = await get('/api/v1/search/properties', { dateTo })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toMatchObject({
      kind: 'missing_params',
      fields: { dateFrom: 'required' },
    })
    const malformed = await get('/api/v1/search/properties', {
      ...params,
      dateFrom: '2027-02-30',
      adults: 'two',
    })
    expect(malformed.body.error.fields).toMatchObject({
      dateFrom: 'date_invalid',
      adults: 'invalid_type',
    })
  })

  it('refuses dates in the past, departure before arrival, and more than 30 nights', async () => {
    const past = await get('/api/v1/search/properties', {
      ...params,
      dateFrom: daysFromToday(-1),
    })
    expect(past.body.error.fields).toEqual({ dateFrom: 'date_from_in_past' })
    const backwards = await get('/api/v1/search/properties', {
      ...params,
      dateTo: dateFrom,
    })
    expect(backwards.body.error.fields).toEqual({
      dateTo: 'date_to_not_after_date_from',
    })
    const long = await get('/api/v1/search/properties', {
      ...params,
      dateTo: daysFromToday(nightsBetween(daysFromToday(0), dateFrom) + 31),
    })
    expect(long.body.error.fields).toEqual({ dateTo: 'stay_too_long' })
  })

  it('answers unknown property, unit and rate ids with 404, and another property’s rate too', async () => {
    expect(
      (
        await get('/api/v1/search/property', {
          ...params,
          propertyId: 'nowhere',
        })
      ).status,
    ).toBe(404)
    const { detail, unit, rate } = await bookableUnit('hotel')
    const other = (await bookableUnit('villa')).rate
    const base = { propertyId: detail.property.propertyId, dateFrom, dateTo }
    const unknownUnit = await quote({
      ...base,
      rateId: rate.rateId,
      units: [{ unitId: 'nope', adults: 2 }],
    })
    expect(unknownUnit.body.error).toMatchObject({
      kind: 'not_found',
      fields: { 'units.0.unitId': 'not_found' },
    })
    const foreignRate = await quote({
      ...base,
      rateId: other.rateId,
      units: [{ unitId: unit.unitId, adults: 2 }],
    })
    expect(foreignRate.status).toBe(404)
    expect(foreignRate.body.error.fields).toEqual({ rateId: 'not_found' })
  })

  it('refuses guests over a unit’s occupancy, foreign extras and bad quantities', async () => {
    const { detail, unit, rate } = await bookableUnit('hotel')
    const base = {
      propertyId: detail.property.propertyId,
      rateId: rate.rateId,
      dateFrom,
      dateTo,
    }
    const crowded = await quote({
      ...base,
      units: [{ unitId: unit.unitId, adults: 19 }],
    })
    expect(crowded.status).toBe(400)
    expect(crowded.body.error.fields).toEqual({
      'units.0.adults': 'over_occupancy',
    })
    const foreign = await quote({
      ...base,
      units: [
        {
          unitId: unit.unitId,
          adults: 2,
          supplements: [{ serviceId: 'other-hotel-spa', quantity: 1 }],
        },
      ],
    })
    expect(foreign.body.error.fields).toEqual({
      'units.0.supplements.0.serviceId': 'not_offered',
    })
    const serviceId = detail.supplements[0].serviceId
    for (const quantity of [-1, 1.5, 'x']) {
      const bad = await quote({
        ...base,
        units: [
          {
            unitId: unit.unitId,
            adults: 2,
            supplements: [{ serviceId, quantity }],
          },
        ],
      })
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body.error.fields)).toEqual([
        'units.0.supplements.0.quantity',
      ])
    }
  })

  it('answers a malformed JSON body with 400 JSON', async () => {
    const response = await call(
      server.baseUrl,
      '/api/v1/search/final-price-quote',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"propertyId": ',
      },
    )
    expect(response.status).toBe(400)
    expect(response.body.error.kind).toBe('missing_params')
  })

  it('limits a calendar to about three months', async () => {
    const { detail } = await bookableUnit()
    const response = await get('/api/v1/search/unit-availability-calendar', {
      propertyId: detail.property.propertyId,
      from: daysFromToday(1),
      to: daysFromToday(200),
    })
    expect(response.status).toBe(400)
    expect(response.body.error.fields).toEqual({ to: 'range_too_long' })
  })
})
