import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'

/** Failed sign-ins allowed per address in any hour (NIST 800-63B-4 allows at most 100). */
export const MAX_FAILED_LOGINS_PER_HOUR = 100

const HOUR_MS = 60 * 60 * 1000
// About one attempt in a hundred also deletes the rows of addresses quiet for an hour.
const PRUNE_SHARE = 0.01

/** A sign-in refused because its address has had too many failures in the last hour. */
export class LoginThrottled extends ApiProblem {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    super(
      429,
      'rate_limited',
      `Too many failed sign-ins for this address; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset the password.`,
    )
  }
}

/** The times in a JSON array of ISO times, as counters of failures keep them. */
export const readTimes = (json: string): string[] => {
  const times: unknown = JSON.parse(json)
  return Array.isArray(times)
    ? times.filter((time): time is string => typeof time === 'string')
    : []
}

/**
 * Counts a sign-in attempt for an address as failed before its password is checked, so that
 * parallel attempts cannot slip past the limit; a success clears the count. Every address
 * counts, with an account or without, so the limit tells nothing about accounts (ASVS 6.3.1).
 * Throws LoginThrottled once the address has MAX_FAILED_LOGINS_PER_HOUR in the last hour.
 */
export async function countLoginAttempt(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  const since = now.getTime() - HOUR_MS
  const refusedFor = await inTransaction(db, async (trx) => {
    // The upsert locks the address's row (PostgreSQL), so attempts at once count one by one.
    await trx
      .insertInto('login_failures')
      .values({ email, failed_at: '[]', updated_at: at })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet({ updated_at: at }),
      )
      .execute()
    const row = await trx
      .selectFrom('login_failures')
      .select('failed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const recent = readTimes(row.failed_at).filter(
      (time) => Date.parse(time) > since,
    )
    if (recent.length >= MAX_FAILED_LOGINS_PER_HOUR) {
      const oldest = Date.parse(recent[0] ?? at)
      return Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000))
    }
    await trx
      .updateTable('login_failures')
      .set({ failed_at: JSON.stringify([...recent, at]) })
      .where('email', '=', email)
      .execute()
    return undefined
  })
  if (Math.random() < PRUNE_SHARE) {
    await db
      .deleteFrom('login_failures')
      .where('updated_at', '<', new Date(since).toISOString())
      .execute()
  }
  if (refusedFor !== undefined) throw new LoginThrottled(refusedFor)
}

/** Forgets an address's failures after a successful sign-in (the limit is on failures in a row). */
export async function clearLoginFailures(
  db: Kysely<Database>,
  email: string,
): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute()
}
