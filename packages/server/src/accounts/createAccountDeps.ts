import type { AppContext } from '../appContext'
import type { AccountDeps } from './accountDeps'
import type { AccountMailDeps } from './accountMailDeps'
import { registrationMails } from './emailConfirmation'
import { prepareDummyHash } from './passwords'

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
