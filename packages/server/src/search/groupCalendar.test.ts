import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
const get = (path: string, params: Record<string, string | number>) =>
  call(server.baseUrl, `${path}?${qs(params)}`)

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const range = { from: daysFromToday(20), to: daysFromToday(50), adults: 2 }

interface Day {
  date: string
  Available: boolean
  lowestPrice: number | null
  closedToArrival?: boolean
}

/** Every property of the seed, with its type and region, from the search's suggestions. */
async function seededProperties() {
  const { body } = await get('/api/v1/search', { q: '', lang: 'en' })
  return body.properties as { propertyId: string; type: string }[]
}

async function propertyDays(propertyId: string): Promise<Day[]> {
  const { body } = await get('/api/v1/search/unit-availability-calendar', {
    propertyId,
    ...range,
  })
  return body.days
}

/** Per date, the lowest price any of the calendars has, or null where none has the night. */
function lowestOver(calendars: Day[][]): Map<string, number | null> {
  const lowest = new Map<string, number | null>()
  for (const days of calendars) {
    for (const day of days) {
      const before = lowest.get(day.date) ?? null
      const price = day.Available ? day.lowestPrice : null
      lowest.set(
        day.date,
        price === null ? before : Math.min(before ?? price, price),
      )
    }
  }
  return lowest
}

describe('the search’s date picker (issue 33: dates with prices before a property is chosen)', () => {
  it('issue 33: each night is priced at the lowest of the properties of the searched type', async () => {
    const villas = (await seededProperties()).filter(
      (property) => property.type === 'villa',
    )
    expect(villas.length).toBeGreaterThan(1)
    const expected = lowestOver(
      await Promise.all(villas.map((villa) => propertyDays(villa.propertyId))),
    )
    const { status, body } = await get('/api/v1/search/availability-calendar', {
      ...range,
      type: 'villa',
      lang: 'de',
    })
    expect(status).toBe(200)
    expect(body.currency).toBe('EUR')
    expect(body.days).toHaveLength(31)
    const prices = (body.days as Day[]).map(
      (day) => [day.date, day.lowestPrice] as const,
    )
    expect(new Map(prices)).toEqual(expected)
    // The whole group is cheaper or the same on every night, never dearer than its villas.
    const all = await get('/api/v1/search/availability-calendar', range)
    for (const day of all.body.days as Day[]) {
      const villa = expected.get(day.date)
      if (villa != null) expect(day.lowestPrice).toBeLessThanOrEqual(villa)
    }
  })

  it('issue 33: a destination narrows the days to the properties found there', async () => {
    const [first] = await seededProperties()
    const { body: one } = await get('/api/v1/search/property', {
      propertyId: first!.propertyId,
      dateFrom: range.from,
      dateTo: daysFromToday(23),
      adults: 2,
    })
    const town = one.property.city as string
    const inTown = await get('/api/v1/search/properties', {
      dateFrom: range.from,
      dateTo: daysFromToday(23),
      adults: 2,
      destination: town,
      pageSize: 50,
    })
    const ids = (inTown.body.items as { propertyId: string }[]).map(
      (item) => item.propertyId,
    )
    expect(ids).toContain(first!.propertyId)
    const expected = lowestOver(await Promise.all(ids.map(propertyDays)))
    const { body } = await get('/api/v1/search/availability-calendar', {
      ...range,
      destination: town,
    })
    expect(
      new Map((body.days as Day[]).map((day) => [day.date, day.lowestPrice])),
    ).toEqual(expected)
  })

  it('issue 33: a destination with no property answers unavailable days, and a wrong range a 400 naming the field', async () => {
    const none = await get('/api/v1/search/availability-calendar', {
      ...range,
      destination: 'Atlantis',
    })
    expect(none.status).toBe(200)
    expect((none.body.days as Day[]).every((day) => !day.Available)).toBe(true)
    const long = await get('/api/v1/search/availability-calendar', {
      ...range,
      to: daysFromToday(200),
    })
    expect(long.status).toBe(400)
    expect(long.body.error.fields).toEqual({ to: 'range_too_long' })
    const reversed = await get('/api/v1/search/availability-calendar', {
      ...range,
      to: daysFromToday(10),
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body.error.fields).toEqual({
      to: 'date_to_not_after_date_from',
    })
  })
})
