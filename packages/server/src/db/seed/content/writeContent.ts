import { LANGUAGES } from '@resort/core'
import { addDaysIso, type IsoDate } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '../../schema'
import { insertInBatches } from '../insertInBatches'
import type { SeedContentEntry, SeedContentPage } from './contentTypes'

/** What an entry holds besides its texts (the details column). */
function detailsOf(entry: SeedContentEntry): string {
  return JSON.stringify({
    ...(entry.ratePlanId ? { ratePlanId: entry.ratePlanId } : {}),
    ...(entry.capacity ? { capacity: entry.capacity } : {}),
  })
}

const dayFrom = (today: IsoDate, days: number | undefined) =>
  days === undefined ? null : addDaysIso(today, days)

/**
 * Writes the pages the database does not hold yet, dated from `today`. A page already there is
 * left alone, so staff's edits survive every start and a new seed version.
 */
export async function writeContent(
  db: Kysely<Database>,
  pages: readonly SeedContentPage[],
  today: IsoDate,
  now: string,
): Promise<number> {
  const held = new Set(
    (await db.selectFrom('content_pages').select('id').execute()).map(
      (row) => row.id,
    ),
  )
  const missing = pages.filter((page) => !held.has(page.id))
  if (missing.length === 0) return 0
  await insertInBatches(
    db,
    'content_pages',
    missing.map((page) => ({ id: page.id, updated_at: now })),
  )
  await insertInBatches(
    db,
    'content_page_texts',
    missing.flatMap((page) =>
      LANGUAGES.map((language) => ({
        page_id: page.id,
        language,
        title: page.title[language],
        description: page.description[language],
        intro: page.intro[language],
      })),
    ),
  )
  const entries = missing.flatMap((page) =>
    page.entries.map((entry, position) => ({ page, entry, position })),
  )
  await insertInBatches(
    db,
    'content_entries',
    entries.map(({ page, entry, position }) => ({
      id: entry.id,
      page_id: page.id,
      position,
      property_id: entry.propertyId ?? null,
      starts_on: dayFrom(today, entry.fromDay),
      ends_on: dayFrom(today, entry.toDay),
      published_on: dayFrom(
        today,
        entry.publishedDaysAgo === undefined
          ? undefined
          : -entry.publishedDaysAgo,
      ),
      details: detailsOf(entry),
    })),
  )
  await insertInBatches(
    db,
    'content_entry_texts',
    entries.flatMap(({ entry }) =>
      LANGUAGES.map((language) => ({
        entry_id: entry.id,
        language,
        group_name: entry.group?.[language] ?? '',
        title: entry.title[language],
        summary: entry.summary[language],
        body: entry.body[language],
        facts: JSON.stringify(entry.facts?.[language] ?? []),
      })),
    ),
  )
  return missing.length
}
