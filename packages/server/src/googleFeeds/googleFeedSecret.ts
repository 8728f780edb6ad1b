import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

// Issue 35, decision 048: one secret for all of Google's feeds, as Google's Hotel Center is one
// account that reads every property's. Kept in partner_feed_secrets under the partner's name.

const PARTNER = 'google'

/** 256 random bits: an address nobody guesses. */
const newToken = () => randomBytes(32).toString('base64url')

export interface GoogleFeedSecret {
  token: string
  rotatedAt: string
}

/** The feeds' secret, made on first read (two staff reading at once get the same one). */
export async function googleFeedSecret(
  db: Kysely<Database>,
  now: Date,
): Promise<GoogleFeedSecret> {
  await db
    .insertInto('partner_feed_secrets')
    .values({
      partner: PARTNER,
      token: newToken(),
      rotated_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('partner').doNothing())
    .execute()
  const row = await db
    .selectFrom('partner_feed_secrets')
    .select(['token', 'rotated_at'])
    .where('partner', '=', PARTNER)
    .executeTakeFirstOrThrow()
  return { token: row.token, rotatedAt: row.rotated_at }
}

/** A new secret: every old address stops working at once. */
export async function rotateGoogleFeedSecret(
  db: Kysely<Database>,
  now: Date,
): Promise<GoogleFeedSecret> {
  const values = {
    partner: PARTNER,
    token: newToken(),
    rotated_at: now.toISOString(),
  }
  await db
    .insertInto('partner_feed_secrets')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('partner').doUpdateSet({
        token: values.token,
        rotated_at: values.rotated_at,
      }),
    )
    .execute()
  return { token: values.token, rotatedAt: values.rotated_at }
}

/** Whether `token` is the feeds' secret, compared in constant time; none is made here. */
export async function isGoogleFeedToken(
  db: Kysely<Database>,
  token: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('partner_feed_secrets')
    .select('token')
    .where('partner', '=', PARTNER)
    .executeTakeFirst()
  if (!row) return false
  const [expected, given] = [Buffer.from(row.token), Buffer.from(token)]
  return expected.length === given.length && timingSafeEqual(expected, given)
}
