import { Migrator, type Kysely } from 'kysely'
import { migrations } from './migrations/index'
import type { Database } from './schema'

/** Brings the schema up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
