import { propertyResponseSchema } from '@resort/core/api'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, qs } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'
import { propertyContact } from './propertyContact'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const propertyDetail = async (propertyId: string) => {
  const answer = await call(
    server.baseUrl,
    `/api/v1/search/property?${qs({ propertyId, dateFrom: daysFromToday(60), dateTo: daysFromToday(63), adults: 2 })}`,
  )
  expect(answer.status).toBe(200)
  return propertyResponseSchema.parse(answer.body).property
}

describe('a property’s address and phone on the site (issue 33)', () => {
  it('issue 33: the property detail answers the street, postcode, city, country and E.164 phone from the catalog', async () => {
    expect(await propertyDetail('larice-cortina')).toMatchObject({
      address: {
        street: 'Via Col Drusciè 12',
        postalCode: '32043',
        city: "Cortina d'Ampezzo",
        country: 'IT',
      },
      phone: '+390436860400',
    })
  })

  it('issue 33: leaves out the address while the catalog lacks a street or postcode, and the phone when it has none', () => {
    const place = { city: 'Bled', country_code: 'SI' }
    expect(
      propertyContact({
        ...place,
        street: 'Cesta svobode 31',
        postal_code: null,
        phone: null,
      }),
    ).toEqual({})
    expect(
      propertyContact({
        ...place,
        street: 'Cesta svobode 31',
        postal_code: '4260',
        phone: '+38645780900',
      }),
    ).toEqual({
      address: {
        street: 'Cesta svobode 31',
        postalCode: '4260',
        city: 'Bled',
        country: 'SI',
      },
      phone: '+38645780900',
    })
  })
})
