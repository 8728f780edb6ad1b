import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { checkAuthSecret, loadAuthKeys, type AuthKeys } from './accessTokens'
import { prepareDummyHash } from './passwords'
import { registrationMailsNotSent, type RegistrationDeps } from './registration'
import type { SessionDeps } from './sessions'

export type AccountDeps = SessionDeps & Pick<RegistrationDeps, 'onRegistered'>

/**
 * What the account functions share: the database, the clock, and the keys derived from
 * AUTH_SECRET, loaded on first use (route modules are registered synchronously).
 */
export function createAccountDeps(db: Kysely<Database>): AccountDeps {
  checkAuthSecret()
  prepareDummyHash()
  let keys: Promise<AuthKeys> | undefined
  return {
    db,
    now: () => new Date(),
    keys: () => {
      keys ??= loadAuthKeys(db).catch((error: unknown) => {
        // Tried again on the next request rather than failing every later one.
        keys = undefined
        throw error
      })
      return keys
    },
    onRegistered: registrationMailsNotSent,
  }
}
