import { createHash, createHmac, randomBytes } from 'node:crypto'

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
  key: Uint8Array,
): (subscriptionId: string) => Promise<string> {
  return async (subscriptionId) =>
    createHmac('sha256', key)
      .update(`newsletter-unsubscribe:${subscriptionId}`)
      .digest('base64url')
}
