import type { AccountMailDeps } from './accountMailDeps'
import type { RegistrationDeps } from './registration'
import type { SessionDeps } from './sessions'

export type AccountDeps = SessionDeps &
  AccountMailDeps &
  Pick<RegistrationDeps, 'onRegistered'> & {
    /** ADMIN_EMAILS: whose answers carry isAdmin (SPEC 6). */
    adminEmails: ReadonlySet<string>
  }
