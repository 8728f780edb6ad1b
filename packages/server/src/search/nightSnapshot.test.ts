import { addDaysIso } from '@resort/core/stay'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '#db/transactions'
import {
  releaseNights,
  takeNights,
  unitCounts,
} from '../booking/bookingInventory'
import { post } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'
import { createSearchCache } from './availability'
import {
  freshNights,
  inventoryColumns,
  keepWrittenNights,
  keepsNightVersions,
} from './nightSnapshot'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** The inventory's rows of [first, last] as the table has them, keyed unit/night. */
async function tableRows(first: string, last: string) {
  const rows = await server.database.db
    .selectFrom('inventory')
    .selectAll()
    .where('night', '>=', first)
    .where('night', '<=', last)
    .execute()
  return Object.fromEntries(
    rows.map((row) => [
      `${row.unit_type_id}/${row.night}`,
      {
        total: row.total,
        sold: row.sold,
        price: row.price,
        closed: row.closed === 1,
        minStay: row.min_stay,
        closedToArrival: row.closed_to_arrival === 1,
        closedToDeparture: row.closed_to_departure === 1,
      },
    ]),
  )
}

/** The same nights as the process keeps them in memory. */
async function keptRows(first: string, last: string) {
  const nights = await freshNights(server.database.db, first, last)
  return Object.fromEntries(
    nights.flatMap((night) =>
      [...night.units].map(([unitTypeId, unit]) => [
        `${unitTypeId}/${night.night}`,
        unit,
      ]),
    ),
  )
}

/** The nights kept in memory equal the table's rows on `night`. */
async function same(night: string) {
  expect(await keptRows(night, night)).toEqual(await tableRows(night, night))
}

/** Sells one unit of a type on a night inside `trx`, keeping the night as written (as takeNights does). */
async function sellOne(
  trx: TestServer['database']['db'],
  unitTypeId: string,
  night: string,
) {
  await keepWrittenNights(
    trx,
    await trx
      .updateTable('inventory')
      .set((eb) => ({ sold: eb('sold', '+', 1) }))
      .where('unit_type_id', '=', unitTypeId)
      .where('night', '=', night)
      .returning(inventoryColumns)
      .execute(),
  )
}

/** Raises (or lowers) one unit type's price on a night, as staff's rates grid does. */
const addToPrice = (
  db: TestServer['database']['db'],
  unitTypeId: string,
  night: string,
  amount: number,
) =>
  db
    .updateTable('inventory')
    .set((eb) => ({ price: eb('price', '+', amount) }))
    .where('unit_type_id', '=', unitTypeId)
    .where('night', '=', night)
    .execute()

/**
 * Expects `night` to be kept in memory, not read again: a change made behind the process's back
 * under the version the night has now shows in the table and not in what the process keeps.
 * `check` looks further at the kept night; the change is undone after it.
 */
async function expectKeptNotRead(
  db: TestServer['database']['db'],
  unitTypeId: string,
  night: string,
  check: () => Promise<void>,
) {
  await addToPrice(db, unitTypeId, night, 7)
  // night_versions is SQLite's alone, outside the typed schema (migration 0034).
  await sql`update night_versions set version = version - 1 where night = ${night}`.execute(
    db,
  )
  try {
    expect(
      (await tableRows(night, night))[`${unitTypeId}/${night}`]!.price,
    ).toBe(
      (await freshNights(db, night, night))[0]!.units.get(unitTypeId)!.price +
        7,
    )
    await check()
  } finally {
    await addToPrice(db, unitTypeId, night, -7)
  }
}

/** Each unit type's free count and price for a stay, summed by the database itself. */
async function summedByDatabase(dateFrom: string, dateTo: string) {
  const rows = await server.database.db
    .selectFrom('inventory')
    .select((eb) => [
      'unit_type_id',
      eb.fn.min<number>(eb('total', '-', eb.ref('sold'))).as('free'),
      eb.fn.max<number>('closed').as('closed'),
      eb.fn.sum<number>('price').as('price_sum'),
    ])
    .where('night', '>=', dateFrom)
    .where('night', '<', dateTo)
    .groupBy('unit_type_id')
    .execute()
  return new Map(
    rows.map((row) => [
      row.unit_type_id,
      {
        closed: Number(row.closed),
        priceSum: Number(row.price_sum),
        free: Number(row.free),
      },
    ]),
  )
}

describe.runIf(process.env.TEST_DATABASE_URL === undefined)(
  'the nights kept in memory (SQLite)',
  () => {
    it('issue 34: the per-night availability stays equal to inventory after a booking, a change, a cancellation and a staff edit', async () => {
      const db = server.database.db
      expect(keepsNightVersions(db)).toBe(true)
      const offer = await findOffer(server.baseUrl, {
        guarantee: 'NOGUARANTEE',
        startInDays: 150,
      })
      const first = offer.dateFrom
      const last = addDaysIso(offer.dateTo, 2)
      const same = async () =>
        expect(await keptRows(first, last)).toEqual(
          await tableRows(first, last),
        )
      await same()

      const booked = await book(server.baseUrl, bookingBody(offer))
      expect(booked.status).toBe(201)
      await same()

      const token = tokenOf(booked.body.bookingURI)
      const moved = {
        token,
        dateFrom: addDaysIso(offer.dateFrom, 1),
        dateTo: addDaysIso(offer.dateTo, 1),
        units: [{ unitId: offer.unitId, adults: 2 }],
      }
      const quote = await post(
        server.baseUrl,
        '/api/v1/booking/edit-booking-quote',
        moved,
      )
      expect(quote.status).toBe(200)
      await same()
      const changed = await post(
        server.baseUrl,
        '/api/v1/booking/edit-booking',
        {
          ...moved,
          expectedTotal: quote.body.totalPrice,
        },
      )
      expect(changed.status).toBe(200)
      await same()

      const cancelled = await post(
        server.baseUrl,
        '/api/v1/booking/cancel-booking',
        { token },
      )
      expect(cancelled.status).toBe(200)
      await same()

      // Staff's edits in the rates grid: a price, a closed night, a minimum stay.
      await db
        .updateTable('inventory')
        .set((eb) => ({ price: eb('price', '+', 500), min_stay: 4 }))
        .where('unit_type_id', '=', offer.unitId)
        .where('night', '=', first)
        .execute()
      await db
        .updateTable('inventory')
        .set({ closed: 1, closed_to_departure: 1 })
        .where('unit_type_id', '=', offer.unitId)
        .where('night', '=', offer.dateTo)
        .execute()
      await same()
    })

    it('issue 34: a stay’s free units and price from memory equal the database’s own sums', async () => {
      const [dateFrom, dateTo] = [
        addDaysIso(new Date().toISOString().slice(0, 10), 40),
        addDaysIso(new Date().toISOString().slice(0, 10), 47),
      ]
      const cache = createSearchCache(server.database.db, { maxAgeMs: 0 })
      const kept = await cache.availability(dateFrom, dateTo, 7)
      const summed = await summedByDatabase(dateFrom, dateTo)
      expect([...kept.keys()].sort()).toEqual([...summed.keys()].sort())
      for (const [unitTypeId, stay] of kept) {
        const sum = summed.get(unitTypeId)!
        expect(stay.priceSum).toBe(sum.priceSum)
        // Restrictions may refuse a stay the counts allow, never the other way round.
        expect(stay.free).toBeLessThanOrEqual(
          sum.closed ? 0 : Math.max(0, sum.free),
        )
      }
      expect([...kept.values()].some((stay) => stay.free > 0)).toBe(true)
    })

    it('issue 34: a write the process did not make itself shows at the next read', async () => {
      const [night] = [addDaysIso(new Date().toISOString().slice(0, 10), 200)]
      const before = await keptRows(night, night)
      const [key] = Object.keys(before)
      const [unitTypeId] = key!.split('/')
      // As another connection to the same file would (the admin's command line, a repair).
      await server.database.db
        .updateTable('inventory')
        .set((eb) => ({ sold: eb.ref('total') }))
        .where('unit_type_id', '=', unitTypeId!)
        .where('night', '=', night)
        .execute()
      const after = await keptRows(night, night)
      expect(after[key!]!.sold).toBe(after[key!]!.total)
    })

    it('issue 34: a transaction reuses the committed nights and sees its own writes; a rolled-back write is never reused', async () => {
      const { db } = server.database
      const night = addDaysIso(new Date().toISOString().slice(0, 10), 220)
      const [committed] = await freshNights(db, night, night)
      const [unitTypeId, unit] = [...committed!.units].find(
        ([, candidate]) => candidate.sold < candidate.total,
      )!
      const inventoryRow = (trx: typeof db) =>
        trx
          .updateTable('inventory')
          .where('unit_type_id', '=', unitTypeId)
          .where('night', '=', night)
      await expect(
        db.transaction().execute(async (trx) => {
          // Not read again: the committed night itself.
          expect((await freshNights(trx, night, night))[0]).toBe(committed)
          await inventoryRow(trx).set({ sold: unit.total }).execute()
          const [written] = await freshNights(trx, night, night)
          expect(written!.units.get(unitTypeId)!.sold).toBe(unit.total)
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      // The next committed write has the version the rolled-back one had: its own state shows.
      await inventoryRow(db)
        .set((eb) => ({ price: eb('price', '+', 1) }))
        .execute()
      const [after] = await freshNights(db, night, night)
      expect(after!.units.get(unitTypeId)).toEqual({
        ...unit,
        price: unit.price + 1,
      })
    })

    it('issue 34: a booking’s nights given back and taken again are kept as written (releaseNights, takeNights), so no reader after the commit reads them again', async () => {
      const { db } = server.database
      const offer = await findOffer(server.baseUrl, {
        guarantee: 'NOGUARANTEE',
        startInDays: 170,
      })
      const body = bookingBody(offer)
      const booked = await book(server.baseUrl, body)
      expect(booked.status).toBe(201)
      const night = offer.dateFrom
      const [before] = await freshNights(db, night, night)
      await inTransaction(db, async (trx) => {
        await releaseNights(trx, booked.body.bookingId)
        await takeNights(
          trx,
          booked.body.bookingId,
          unitCounts(body.units),
          offer.dateFrom,
          offer.dateTo,
        )
      })
      await expectKeptNotRead(db, offer.unitId, night, async () => {
        const [kept] = await freshNights(db, night, night)
        expect(kept!.version).toBe(before!.version + 2)
        expect(kept!.units).toEqual(before!.units)
      })
      await same(night)
    })

    it('issue 34: a written night is not kept when something else wrote it in the same transaction, nor when the transaction rolls back', async () => {
      const { db } = server.database
      const night = addDaysIso(new Date().toISOString().slice(0, 10), 240)
      const [committed] = await freshNights(db, night, night)
      const [unitTypeId, otherId] = [...committed!.units.keys()]
      await inTransaction(db, async (trx) => {
        await freshNights(trx, night, night)
        // Not through keepWrittenNights: the night's version rises by one more than its rows.
        await addToPrice(trx, otherId!, night, 3)
        await sellOne(trx, unitTypeId!, night)
      })
      await same(night)

      await expect(
        inTransaction(db, async (trx) => {
          await sellOne(trx, unitTypeId!, night)
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      // The next committed write has the version the rolled-back one had: its own state shows.
      await addToPrice(db, unitTypeId!, night, 1)
      await same(night)
    })
  },
)
