import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './database'
import { checkpointInBackground } from './walCheckpoints'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function fileDatabase(): { database: DatabaseHandle; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-wal-'))
  const file = path.join(dir, 'resort.sqlite')
  const database = openDatabase({ databaseUrl: undefined, sqliteFile: file })
  cleanups.push(async () => {
    await database.db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
  return { database, file }
}

/** Some hundred pages written in many small commits, as bookings are. */
async function writeRows(database: DatabaseHandle): Promise<void> {
  await sql`create table rows (id integer primary key, text text not null)`.execute(
    database.db,
  )
  for (let commit = 0; commit < 50; commit++)
    await sql`insert into rows (text) select printf('%.2000c', 'x') from (select 1 union all select 2 union all select 3 union all select 4)`.execute(
      database.db,
    )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const size = (file: string) => statSync(file).size

describe('SQLite checkpoints in the background', () => {
  it('issue 34: the server’s connection never checkpoints; the worker moves the WAL into the file', async () => {
    const { database, file } = fileDatabase()
    const checkpoints = await checkpointInBackground(database, file, {
      everyMs: 20,
    })
    cleanups.push(() => checkpoints.stop())
    const { rows } = await sql<{
      wal_autocheckpoint: number
    }>`pragma wal_autocheckpoint`.execute(database.db)
    expect(rows[0]?.wal_autocheckpoint).toBe(0)
    const before = size(file)
    await writeRows(database)
    // The pages reach the database file only by the worker's checkpoints.
    const deadline = Date.now() + 5000
    while (size(file) < before + 200 * 1024 && Date.now() < deadline)
      await pause(50)
    expect(size(file)).toBeGreaterThan(before + 200 * 1024)
  })

  it('issue 34: without the worker, nothing is moved (the check above can fail)', async () => {
    const { database, file } = fileDatabase()
    await sql`pragma wal_autocheckpoint = 0`.execute(database.db)
    const before = size(file)
    await writeRows(database)
    await pause(300)
    expect(size(file)).toBe(before)
  })

  it('issue 34: stopping empties the WAL into the file', async () => {
    const { database, file } = fileDatabase()
    const checkpoints = await checkpointInBackground(database, file, {
      everyMs: 60_000,
    })
    cleanups.push(() => checkpoints.stop())
    await writeRows(database)
    expect(size(`${file}-wal`)).toBeGreaterThan(200 * 1024)
    await checkpoints.stop()
    expect(size(`${file}-wal`)).toBe(0)
    const { rows } = await sql<{
      count: number
    }>`select count(*) as count from rows`.execute(database.db)
    expect(rows[0]?.count).toBe(200)
  })
})
