import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '#db/schema'
import { likeContains } from './likeContains'

/** A trigram index knows words of three characters or more. */
const TRIGRAM = 3

/**
 * Bookings whose `search_text` holds `folded` anywhere (issue 34), as a `where` condition. On
 * SQLite through the FTS5 trigram table `bookings_search` (migration 0033), whose phrase query
 * matches exactly the same substrings; on PostgreSQL the LIKE itself, which pg_trgm's index
 * serves. Shorter words have no trigram: they are read row by row, as before.
 */
export function bookingTextMatch(
  db: Kysely<Database>,
  folded: string,
): RawBuilder<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  if (postgres || [...folded].length < TRIGRAM)
    return sql<boolean>`search_text like ${likeContains(folded)}`
  return sql<boolean>`id in (select booking_id from bookings_search
    where search_text match ${ftsPhrase(folded)})`
}

/** The text as one FTS5 phrase: every character as itself, a double quote doubled. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`
