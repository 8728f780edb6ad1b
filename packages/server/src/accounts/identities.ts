import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, UserIdentityTable } from '#db/schema'
import { inTransaction } from '#db/transactions'
import type { ProviderProfile } from './socialClients'

export type IdentityRow = Selectable<UserIdentityTable>

/** The member's identity at a provider, by (issuer, subject) only (ASVS 6.8.1, 10.5.2). */
export const findIdentity = (
  db: Kysely<Database>,
  { issuer, subject }: Pick<ProviderProfile, 'issuer' | 'subject'>,
): Promise<IdentityRow | undefined> =>
  db
    .selectFrom('user_identities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst()

/**
 * Connects an identity to a member; the member it belongs to afterwards, which is another one
 * when it was connected first elsewhere (two callbacks at once: the unique key decides).
 */
export async function connectIdentity(
  db: Kysely<Database>,
  userId: string,
  profile: Pick<ProviderProfile, 'provider' | 'issuer' | 'subject' | 'email'>,
  now: Date,
): Promise<string> {
  const at = now.toISOString()
  await db
    .insertInto('user_identities')
    .values({
      id: randomBytes(16).toString('base64url'),
      issuer: profile.issuer,
      subject: profile.subject,
      provider: profile.provider,
      user_id: userId,
      email: profile.email?.slice(0, 254) ?? null,
      created_at: at,
      last_used_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'subject']).doNothing(),
    )
    .execute()
  const row = await findIdentity(db, profile)
  if (!row) throw new Error('identity neither inserted nor found')
  return row.user_id
}

/** Notes that an identity was used to sign in. */
export async function touchIdentity(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_identities')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** A member's identities, oldest first. */
export const identitiesOf = (
  db: Kysely<Database>,
  userId: string,
): Promise<IdentityRow[]> =>
  db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()

/**
 * Removes one of a member's identities, unless it is the last way to sign in of an account
 * without a password or passkey. The member's row is written first, so two removals at once take turns.
 */
export function removeIdentity(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<'removed' | 'not_found' | 'last_way_to_sign_in'> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ updated_at: now.toISOString() })
      .where('adb2c_id', '=', userId)
      .returning('password_hash')
      .executeTakeFirst()
    const identities = await trx
      .selectFrom('user_identities')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
    if (!user || !identities.some((identity) => identity.id === id))
      return 'not_found'
    // A passkey is a way in too (decision 018).
    const passkey = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (user.password_hash === null && !passkey && identities.length === 1)
      return 'last_way_to_sign_in'
    await trx.deleteFrom('user_identities').where('id', '=', id).execute()
    return 'removed'
  })
}
