import { endpointSchemas } from '@resort/core/api/schemas'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const get = async (
  path: string,
  query: Record<string, string | number | undefined>,
) => (await call(server.baseUrl, `${path}?${qs(query)}`)).body

describe('final-price-quote answers', () => {
  it('issue 34: every kind of quote, sent without the serializer’s check, is exactly what its response schema allows', async () => {
    const stay = {
      dateFrom: daysFromToday(30),
      dateTo: daysFromToday(34),
      adults: 2,
      children: 1,
    }
    const list = await get('/api/v1/search/properties', {
      ...stay,
      pageSize: 50,
    })
    expect(list.items.length).toBeGreaterThan(5)
    const schema = endpointSchemas.finalPriceQuote.response
    let checked = 0
    for (const [index, item] of list.items.entries()) {
      const lang = (['en', 'de', 'it', 'hr', 'sl'] as const)[index % 5]!
      const detail = await get('/api/v1/search/property', {
        ...stay,
        propertyId: item.propertyId,
        lang,
      })
      for (const unit of detail.units) {
        for (const rate of unit.rates) {
          const { status, body } = await post(
            server.baseUrl,
            '/api/v1/search/final-price-quote',
            {
              lang,
              propertyId: item.propertyId,
              rateId: rate.rateId,
              dateFrom: stay.dateFrom,
              dateTo: stay.dateTo,
              units: [
                {
                  lineId: 'line-1',
                  unitId: unit.unitId,
                  adults: stay.adults,
                  children: stay.children,
                  childAges: [7],
                  supplements: detail.supplements
                    .slice(0, 2)
                    .map((supplement: { serviceId: string }) => ({
                      serviceId: supplement.serviceId,
                      quantity: 1,
                    })),
                },
              ],
            },
          )
          expect(status, JSON.stringify(body)).toBe(200)
          // Nothing the schema would strip, nothing it would refuse.
          expect(schema.parse(body)).toEqual(body)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(20)
  })
})
