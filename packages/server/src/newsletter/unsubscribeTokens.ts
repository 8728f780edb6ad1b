import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { storedSecret } from '#db/storedSecret'

/** The SHA-256 (hex) a token is kept and looked up as: a copy of the database opens nothing. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex')

/** A new single-use token: 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/**
 * The List-Unsubscribe tokens: HMAC-SHA-256 of the subscription's id under a key derived from
 * AUTH_SECRET (or the secret kept in the database), so every mail to a subscription carries the
 * same unguessable token while only its hash is stored.
 */
export function createUnsubscribeTokens(
  db: Kysely<Database>,
  fromEnv = process.env.AUTH_SECRET,
): (subscriptionId: string) => Promise<string> {
  let key: Promise<Uint8Array> | undefined
  const keyOf = () => {
    key ??= storedSecret(db, {
      key: 'auth_secret',
      variable: 'AUTH_SECRET',
      fromEnv,
    }).then(
      (secret) =>
        new Uint8Array(
          hkdfSync(
            'sha256',
            secret,
            new Uint8Array(0),
            'resort newsletter unsubscribe',
            32,
          ),
        ),
      (error: unknown) => {
        // Tried again on the next use rather than failing every later one.
        key = undefined
        throw error
      },
    )
    return key
  }
  return async (subscriptionId) =>
    createHmac('sha256', await keyOf())
      .update(`newsletter-unsubscribe:${subscriptionId}`)
      .digest('base64url')
}
