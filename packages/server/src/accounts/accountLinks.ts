import { createHash, randomBytes } from 'node:crypto'
import {
  ACCOUNT_LINK_LIFETIME_MS,
  type AccountLinkPurpose,
} from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'

const hashOf = (token: string) =>
  createHash('sha256').update(token).digest('hex')

/** One answer for an unknown, used and expired link: nothing to learn from which (ASVS 6.4.1). */
export const linkInvalid = () =>
  new ApiProblem(
    410,
    'link_invalid',
    'This link has expired or has already been used. Ask for a new one.',
  )

export interface LinkFor {
  purpose: AccountLinkPurpose
  userId: string
  /** The address the link is mailed to and confirms. */
  email: string
}

/**
 * A new link's token (256 random bits); only its hash is stored. The member's earlier links of
 * the same purpose stop working, so only the newest mail counts.
 */
export async function createLink(
  db: Kysely<Database> | Transaction<Database>,
  link: LinkFor,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const at = now.toISOString()
  await db
    .updateTable('account_links')
    .set({ used_at: at })
    .where('user_id', '=', link.userId)
    .where('purpose', '=', link.purpose)
    .where('used_at', 'is', null)
    .execute()
  await db
    .insertInto('account_links')
    .values({
      token_hash: hashOf(token),
      purpose: link.purpose,
      user_id: link.userId,
      email: link.email,
      created_at: at,
      expires_at: new Date(
        now.getTime() + ACCOUNT_LINK_LIFETIME_MS[link.purpose],
      ).toISOString(),
      used_at: null,
    })
    .execute()
  return token
}

export interface OpenLink {
  userId: string
  email: string
}

/** The link a token opens, unused and in time, without using it; else link_invalid. */
export async function peekLink(
  db: Kysely<Database>,
  purpose: AccountLinkPurpose,
  token: string,
  now: Date,
): Promise<OpenLink> {
  const row = await db
    .selectFrom('account_links')
    .select(['user_id', 'email'])
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!row) throw linkInvalid()
  return { userId: row.user_id, email: row.email }
}

/**
 * Uses a link, inside the transaction that does what it allows: of requests sent at once with
 * one token, one claims it and the others find it used (single use, ASVS 6.4.1).
 */
export async function claimLink(
  trx: Transaction<Database>,
  purpose: AccountLinkPurpose,
  token: string,
  now: Date,
): Promise<OpenLink> {
  const at = now.toISOString()
  const row = await trx
    .updateTable('account_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['user_id', 'email'])
    .executeTakeFirst()
  if (!row) throw linkInvalid()
  return { userId: row.user_id, email: row.email }
}
