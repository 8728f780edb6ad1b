import { todayIso, type IsoDate } from '@resort/core/stay'
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { catalog as defaultCatalog } from './seed/catalog/index'
import type { SeedCatalog } from './seed/catalogTypes'
import type { SeedContentPage } from './seed/content/contentTypes'
import { contentPages } from './seed/content/index'
import { writeContent } from './seed/content/writeContent'
import { extendInventory } from './seed/extendInventory'
import { seedMemberOffers } from './seed/memberOffers'
import { seedPastStays } from './seed/pastStays'
import { seedPromoCodes } from './seed/promoCodes'
import { seedReviews } from './seed/reviews/index'
import type { SeedReviews } from './seed/reviews/reviewTypes'
import { writeCatalog } from './seed/writeCatalog'

/** Bumped whenever the seed's content changes, so that an older database is seeded again. */
export const SEED_VERSION = '4'

// Any constant: the advisory lock that serializes seeding across processes.
const SEED_LOCK_ID = 7_401_512

export interface SeedOptions {
  today?: IsoDate
  catalog?: SeedCatalog
  content?: readonly SeedContentPage[]
  reviews?: SeedReviews
}

export interface SeedResult {
  catalogWritten: boolean
  nightsAdded: number
  /** Content pages written: those the database did not hold yet. */
  contentPagesWritten: number
}

/**
 * Seeds the catalog once per seed version, tops inventory up to 24 months from today, and adds
 * the seed's past stays and reviews a database lacks. Safe, and quick, to run on every start.
 */
export async function seed(
  db: Kysely<Database>,
  {
    today = todayIso(),
    catalog = defaultCatalog,
    content = contentPages,
    reviews = seedReviews,
  }: SeedOptions = {},
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    // Processes starting together on one PostgreSQL database seed one after the other; without
    // this the second inserts the same new nights and fails to start. (A SQLite file is one
    // process's: its transactions are serial already.)
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    const current = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed_version')
      .executeTakeFirst()
    const catalogWritten = current?.value !== SEED_VERSION
    if (catalogWritten) {
      await writeCatalog(trx, catalog)
      await trx
        .deleteFrom('app_meta')
        .where('key', '=', 'seed_version')
        .execute()
      await trx
        .insertInto('app_meta')
        .values({ key: 'seed_version', value: SEED_VERSION })
        .execute()
    }
    const nightsAdded = await extendInventory(trx, catalog, today)
    // The club's seasonal offers follow the calendar as the inventory does (decision 024).
    await seedMemberOffers(trx, today)
    await seedPromoCodes(trx, `${today}T00:00:00.000Z`)
    // Past stays with their guests' reviews, once (issue 33): a new site shows what a real one would.
    await seedPastStays(trx, catalog, reviews, today)
    // Pages staff have edited are theirs: only missing pages are written (issue 16).
    const contentPagesWritten = await writeContent(
      trx,
      content,
      today,
      new Date().toISOString(),
    )
    return { catalogWritten, nightsAdded, contentPagesWritten }
  })
}
