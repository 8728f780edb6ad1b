import type { Kysely } from 'kysely'
import type { Database } from './schema'

/** Bumped whenever the seed's content changes, so that an older database is seeded again. */
export const SEED_VERSION = '1'

/** Seeds reference data once per seed version; safe to run on every start. */
export async function seed(db: Kysely<Database>): Promise<boolean> {
  const current = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seed_version')
    .executeTakeFirst()
  if (current?.value === SEED_VERSION) return false
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('app_meta').where('key', '=', 'seed_version').execute()
    await trx
      .insertInto('app_meta')
      .values({ key: 'seed_version', value: SEED_VERSION })
      .execute()
  })
  return true
}
