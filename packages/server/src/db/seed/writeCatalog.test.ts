import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, bookingBody, findOffer } from '../../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../../testing/testServer'
import { catalog } from './catalog/index'
import { writeCatalog } from './writeCatalog'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('writing the catalog again over a database with bookings', () => {
  it('keeps booked properties, rates and units and their inventory, and removes what nobody holds', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 30,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    const db = server.database.db
    const soldBefore = await db
      .selectFrom('inventory')
      .select(['night', 'sold'])
      .where('unit_type_id', '=', offer.unitId)
      .orderBy('night')
      .execute()

    // A catalog without the booked property, and without one unbooked unit type of another.
    const other = catalog.properties.find(
      (p) => p.id !== offer.propertyId && p.unitTypes.length > 1,
    )!
    const dropped = other.unitTypes.at(-1)!
    const smaller = {
      ...catalog,
      properties: catalog.properties
        .filter((p) => p.id !== offer.propertyId)
        .map((p) =>
          p.id === other.id ? { ...p, unitTypes: p.unitTypes.slice(0, -1) } : p,
        ),
    }
    await db.transaction().execute((trx) => writeCatalog(trx, smaller))

    expect(
      await db
        .selectFrom('properties')
        .select('id')
        .where('id', '=', offer.propertyId)
        .executeTakeFirst(),
    ).toBeDefined()
    expect(
      await db
        .selectFrom('unit_types')
        .select('id')
        .where('id', '=', dropped.id)
        .executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await db
        .selectFrom('inventory')
        .select('night')
        .where('unit_type_id', '=', dropped.id)
        .executeTakeFirst(),
    ).toBeUndefined()
    const soldAfter = await db
      .selectFrom('inventory')
      .select(['night', 'sold'])
      .where('unit_type_id', '=', offer.unitId)
      .orderBy('night')
      .execute()
    expect(soldAfter).toEqual(soldBefore)

    // And back to the full catalog: everything in place again, the booking untouched.
    await db.transaction().execute((trx) => writeCatalog(trx, catalog))
    expect(
      await db
        .selectFrom('unit_types')
        .select('id')
        .where('id', '=', dropped.id)
        .executeTakeFirst(),
    ).toBeDefined()
    const stored = await db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booked.body.bookingId)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('confirmed')
  })
})
