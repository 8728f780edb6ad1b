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

    // A catalog without the booked property, and without one unbooked unit type of another (the
    // seed's past stays hold units too).
    const held = new Set(
      (
        await db.selectFrom('booking_units').select('unit_type_id').execute()
      ).map((row) => row.unit_type_id),
    )
    const other = catalog.properties.find(
      (p) =>
        p.id !== offer.propertyId &&
        p.unitTypes.length > 1 &&
        !held.has(p.unitTypes.at(-1)!.id),
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

describe('issue 33: a catalog property’s phone', () => {
  it('is refused, naming the property and the form to write, unless it is a valid E.164 number; nothing is written', async () => {
    const db = server.database.db
    const [first, ...rest] = catalog.properties
    const wrong = {
      ...catalog,
      properties: [{ ...first!, phone: '052 830 200' }, ...rest],
    }
    await expect(
      db.transaction().execute((trx) => writeCatalog(trx, wrong)),
    ).rejects.toThrow(
      `The phone of ${first!.id}, "052 830 200", is not a valid number in E.164 form`,
    )
    const kept = await db
      .selectFrom('properties')
      .select('phone')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow()
    expect(kept.phone).toBe(first!.phone)
  })
})
