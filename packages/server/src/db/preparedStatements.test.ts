import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withPreparedStatements } from './preparedStatements'

const opened: SQLite.Database[] = []
afterEach(() => {
  for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close()
})

function database() {
  const sqlite = new SQLite(':memory:')
  opened.push(sqlite)
  const prepare = vi.spyOn(sqlite, 'prepare')
  const db = new Kysely<{ nights: { night: string; sold: number } }>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
  })
  return { sqlite, prepare, db }
}

describe('prepared statements (SQLite)', () => {
  it('issue 34: prepares a SQL text once and runs it again with other parameters', async () => {
    const { prepare, db } = database()
    await sql`create table nights (night text primary key, sold integer not null)`.execute(
      db,
    )
    for (const [night, sold] of [
      ['2027-01-01', 1],
      ['2027-01-02', 2],
      ['2027-01-03', 3],
    ] as const)
      await db.insertInto('nights').values({ night, sold }).execute()
    const soldOn = async (night: string) =>
      (
        await db
          .selectFrom('nights')
          .select('sold')
          .where('night', '=', night)
          .executeTakeFirst()
      )?.sold
    expect(await soldOn('2027-01-02')).toBe(2)
    expect(await soldOn('2027-01-03')).toBe(3)
    expect(await soldOn('2027-01-09')).toBeUndefined()
    // create, one insert text, one select text.
    expect(prepare).toHaveBeenCalledTimes(3)
  })

  it('answers with a table’s new column after a migration changed it (a kept statement is not stale)', async () => {
    const { db } = database()
    await sql`create table nights (night text primary key, sold integer not null)`.execute(
      db,
    )
    await db
      .insertInto('nights')
      .values({ night: '2027-01-01', sold: 1 })
      .execute()
    const all = () => db.selectFrom('nights').selectAll().execute()
    expect(await all()).toEqual([{ night: '2027-01-01', sold: 1 }])
    await sql`alter table nights add column price integer not null default 7`.execute(
      db,
    )
    expect(await all()).toEqual([{ night: '2027-01-01', sold: 1, price: 7 }])
  })

  it('closes the connection when Kysely is destroyed', async () => {
    const { sqlite, db } = database()
    await sql`select 1`.execute(db)
    await db.destroy()
    expect(sqlite.open).toBe(false)
  })
})
