import type { AppContext } from '../appContext'
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
 * What the account functions share: the database, the clock, the mailer, and the keys loaded at
 * start. Built once, in buildApp.
 */
export function createAccountDeps(
  context: Pick<
    AppContext,
    | 'db'
    | 'now'
    | 'mailer'
    | 'publicBaseUrl'
    | 'afterAnswer'
    | 'authKeys'
    | 'adminEmails'
  >,
): AccountDeps {
  prepareDummyHash()
  const mailDeps: AccountMailDeps = {
    db: context.db,
    now: context.now,
    mailer: context.mailer,
    publicBaseUrl: context.publicBaseUrl,
    afterAnswer: context.afterAnswer,
  }
  const keys = Promise.resolve(context.authKeys)
  return {
    ...mailDeps,
    adminEmails: context.adminEmails,
    keys: () => keys,
    onRegistered: registrationMails(mailDeps),
  }
}
