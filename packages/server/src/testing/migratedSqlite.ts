import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/database'
import { migrateToLatest } from '#db/migrate'

/**
 * A migrated SQLite file of the test file's own, opened before its tests and removed after them;
 * `waitMs` bounds the wait for its one connection (DatabaseBusy).
 */
export function useMigratedSqlite(waitMs?: number): () => DatabaseHandle {
  let dir: string
  let database: DatabaseHandle | undefined
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'resort-sqlite-'))
    database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: path.join(dir, 'test.sqlite'),
      ...(waitMs === undefined ? {} : { waitMs }),
    })
    await migrateToLatest(database)
  })
  afterAll(async () => {
    await database?.db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    if (!database) throw new Error('the database opens in beforeAll')
    return database
  }
}
