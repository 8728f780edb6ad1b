import { Migrator } from 'kysely'
import type { DatabaseHandle } from './database'
import { migrations } from './migrations/index'

/** Brings the schema up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest({
  db,
  schema,
}: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks its own tables up by schema; with several schemas in one database, name ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
