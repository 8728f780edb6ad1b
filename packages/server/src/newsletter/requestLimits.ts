import { createHash } from 'node:crypto'
import { NEWSLETTER_LIMITS } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'

type Limit = (typeof NEWSLETTER_LIMITS)[keyof typeof NEWSLETTER_LIMITS]

// About one request in a hundred also deletes counters quiet for a day.
const PRUNE_SHARE = 0.01

/** A subscription request over a limit; Retry-After says when the oldest counted one leaves it. */
export class NewsletterThrottled extends ApiProblem {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      'Too many newsletter requests; please try again later.',
    )
  }
}

const readTimes = (json: string): string[] => {
  const times: unknown = JSON.parse(json)
  return Array.isArray(times)
    ? times.filter((time): time is string => typeof time === 'string')
    : []
}

/** The stored key of a counter (hashed: the counter names nobody). */
const counterKey = (key: string) =>
  createHash('sha256').update(key).digest('hex')

/** The stored key of an address's counter (the erasure removes it with the address). */
export const addressCounterKey = (email: string) => counterKey(`email:${email}`)

/**
 * Counts one request under `key` (hashed: the counter names nobody) within `limit`'s rolling
 * window; the seconds to wait when it is over, else undefined. The row's upsert locks it
 * (PostgreSQL), so requests sent at once are counted one by one.
 */
async function countRequest(
  db: Kysely<Database>,
  key: string,
  limit: Limit,
  now: Date,
): Promise<number | undefined> {
  const hashed = counterKey(key)
  const at = now.toISOString()
  const since = now.getTime() - limit.windowMs
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('newsletter_requests')
      .values({ key: hashed, requested_at: '[]', updated_at: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ updated_at: at }),
      )
      .execute()
    const row = await trx
      .selectFrom('newsletter_requests')
      .select('requested_at')
      .where('key', '=', hashed)
      .executeTakeFirstOrThrow()
    const recent = readTimes(row.requested_at).filter(
      (time) => Date.parse(time) > since,
    )
    if (recent.length >= limit.requests) {
      const oldest = Date.parse(recent[0] ?? at)
      return Math.max(
        1,
        Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000),
      )
    }
    await trx
      .updateTable('newsletter_requests')
      .set({ requested_at: JSON.stringify([...recent, at]) })
      .where('key', '=', hashed)
      .execute()
    return undefined
  })
}

/**
 * Counts a subscription request against the client IP's and the address's limits (the IP's
 * first: a refused IP does not use up the address). Every address counts alike, subscribed or
 * not, so the limit tells nothing about subscriptions. Throws NewsletterThrottled when over.
 */
export async function countSubscriptionRequest(
  db: Kysely<Database>,
  { email, ip }: { email: string; ip: string | undefined },
  now: Date,
): Promise<void> {
  const byIp = ip
    ? await countRequest(db, `ip:${ip}`, NEWSLETTER_LIMITS.perIp, now)
    : undefined
  const refusedFor =
    byIp ??
    (await countRequest(
      db,
      `email:${email}`,
      NEWSLETTER_LIMITS.perAddress,
      now,
    ))
  if (Math.random() < PRUNE_SHARE) {
    await db
      .deleteFrom('newsletter_requests')
      .where(
        'updated_at',
        '<',
        new Date(
          now.getTime() - NEWSLETTER_LIMITS.perAddress.windowMs,
        ).toISOString(),
      )
      .execute()
  }
  if (refusedFor !== undefined) throw new NewsletterThrottled(refusedFor)
}
