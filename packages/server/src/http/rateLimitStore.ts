import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import { sql, type Kysely } from 'kysely'
import type { Database } from '#db/schema'

// Issue 34: the rate limits count in the database every server process shares (one upsert per
// limited call, on SQLite as on PostgreSQL), so N a minute allows N in all, not N per process.
// Only the routes that carry a limit (booking and enquiry calls) pay for the round trip.

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void

// Counters of windows long gone are removed now and then, not on every call.
const SWEEP_EVERY = 500
const KEEP_MS = 24 * 60 * 60_000

/** One step of a client's count on a route: a new window, or one more in the current one. */
async function countHit(
  db: Kysely<Database>,
  key: string,
  timeWindow: number,
): Promise<Counted> {
  const now = Date.now()
  // The window's start and hits as they were before this call decide both new values: SET
  // reads the old row on both databases.
  const { rows } = await sql<{ hits: number; window_start: number | string }>`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start + ${timeWindow} <= ${now}
        then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start + ${timeWindow} <= ${now}
        then ${now} else rate_limits.window_start end
    returning hits, window_start`.execute(db)
  const row = rows[0]!
  return {
    current: Number(row.hits),
    ttl: Number(row.window_start) + timeWindow - now,
  }
}

/** @fastify/rate-limit's store, counting in `db`; a route's counters are apart from another's. */
export function databaseRateLimitStore(
  db: Kysely<Database>,
): FastifyRateLimitStoreCtor {
  let calls = 0
  const store = (route: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${route} ${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error as Error),
      )
      if (++calls % SWEEP_EVERY === 0)
        void db
          .deleteFrom('rate_limits')
          .where('window_start', '<', Date.now() - KEEP_MS)
          .execute()
          .catch(() => {
            // The next sweep tries again; a stale counter only takes room.
          })
    },
    // The plugin hands each limited route's options with the route as `routeInfo`.
    child: (params) => {
      const route = (
        params as { routeInfo?: { method?: string | string[]; url?: string } }
      ).routeInfo
      return store(`${String(route?.method ?? '')} ${route?.url ?? ''}`)
    },
  })
  return class {
    constructor() {
      return store('')
    }
  } as unknown as FastifyRateLimitStoreCtor
}
