import type { AppContext } from '../appContext'
import { checkAuthSecret } from './accessTokens'
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
 * from AUTH_SECRET, loaded when the app started.
 */
export function createAccountDeps(context: AppContext): AccountDeps {
  checkAuthSecret()
  prepareDummyHash()
  const mailDeps: AccountMailDeps = {
    db: context.db,
    now: () => new Date(),
    mailer: context.mailer,
    publicBaseUrl: context.publicBaseUrl,
    afterAnswer: context.afterAnswer,
  }
  return {
    ...mailDeps,
    adminEmails: context.adminEmails,
    keys: () => Promise.resolve(context.authKeys),
    onRegistered: registrationMails(mailDeps),
  }
}
