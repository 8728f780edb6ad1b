import type { AppContext } from '../appContext'
import { checkAuthSecret, loadAuthKeys, type AuthKeys } from './accessTokens'
import type { AccountMailDeps } from './accountMailDeps'
import { registrationMails } from './emailConfirmation'
import { prepareDummyHash } from './passwords'
import type { RegistrationDeps } from './registration'
import type { SessionDeps } from './sessions'

export type AccountDeps = SessionDeps &
  AccountMailDeps &
  Pick<RegistrationDeps, 'onRegistered'> & {
    /** ADMIN_EMAILS: whose answers carry isAdmin (SPEC 6). */
    adminEmails: ReadonlySet<string>
  }

/**
 * What the account functions share: the database, the clock, the mailer, and the keys derived
 * from AUTH_SECRET, loaded on first use (route modules are registered synchronously).
 */
export function createAccountDeps(context: AppContext): AccountDeps {
  checkAuthSecret()
  prepareDummyHash()
  let keys: Promise<AuthKeys> | undefined
  const mailDeps: AccountMailDeps = {
    db: context.db,
    now: context.now,
    mailer: context.mailer,
    publicBaseUrl: context.publicBaseUrl,
    afterAnswer: context.afterAnswer,
  }
  return {
    ...mailDeps,
    adminEmails: context.adminEmails,
    keys: () => {
      keys ??= loadAuthKeys(context.db).catch((error: unknown) => {
        // Tried again on the next request rather than failing every later one.
        keys = undefined
        throw error
      })
      return keys
    },
    onRegistered: registrationMails(mailDeps),
  }
}
