import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './database'
import { migrateToLatest } from './migrate'
import { seed } from './seed'

async function seededInventory(today: string) {
  const database = openDatabase({
    databaseUrl: undefined,
    sqliteFile: ':memory:',
  })
  await migrateToLatest(database)
  const result = await seed(database.db, { today })
  const rows = await sql<{ n: number; sold: number; price: number }>`
    select count(*) as n, sum(sold) as sold, sum(price) as price from inventory`.execute(
    database.db,
  )
  const properties = await database.db
    .selectFrom('properties')
    .select(['id', 'type', 'country_code'])
    .execute()
  await database.db.destroy()
  return { result, totals: rows.rows[0], properties }
}

describe('seed', () => {
  it('gives the same data for the same day (deterministic)', async () => {
    const first = await seededInventory('2027-01-15')
    const second = await seededInventory('2027-01-15')
    expect(second.totals).toEqual(first.totals)
    expect(second.properties).toEqual(first.properties)
  })

  it('seeds 24 months of inventory for every unit type, with some nights sold out', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    const { nightsAdded } = await seed(database.db, { today: '2027-01-15' })
    const unitTypes = await database.db
      .selectFrom('unit_types')
      .select('id')
      .execute()
    // 2027-01-15 to 2029-01-15 is 731 nights.
    expect(nightsAdded).toBe(unitTypes.length * 731)
    const soldOut = await database.db
      .selectFrom('inventory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .whereRef('sold', '=', 'total')
      .executeTakeFirstOrThrow()
    expect(Number(soldOut.n)).toBeGreaterThan(0)
    await database.db.destroy()
  })

  it('adds only the missing nights when run again on a later day', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    await seed(database.db, { today: '2027-01-15' })
    const later = await seed(database.db, { today: '2027-01-25' })
    const unitTypes = await database.db
      .selectFrom('unit_types')
      .select('id')
      .execute()
    expect(later).toEqual({
      catalogWritten: false,
      nightsAdded: unitTypes.length * 10,
      contentPagesWritten: 0,
    })
    await database.db.destroy()
  })

  it('seeds properties of every type in Croatia, Slovenia and Italy', async () => {
    const { properties } = await seededInventory('2027-01-15')
    expect(properties.length).toBeGreaterThanOrEqual(12)
    expect(new Set(properties.map((p) => p.country_code))).toEqual(
      new Set(['HR', 'SI', 'IT']),
    )
    expect(new Set(properties.map((p) => p.type))).toEqual(
      new Set(['hotel', 'villa', 'apartment']),
    )
  })
})
