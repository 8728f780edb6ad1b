import type { ApiClient } from '../api'
import type { CookieSource } from '../api/cookieSource'
import type { Tracker } from '../tracking/createTracker'
import type { ActionRunner } from './accountActionRunner'
import type { AccountFlow } from './accountFlowTypes'
import type { AccountSession } from './accountSession'
import type { CookieWriter } from './redirectPage'
import type { RegistrationProgress } from './registrationState'

/** What each group of the account flow's actions is given: the store, the session and the runner. */
export interface AccountFlowKit extends ActionRunner {
  api: ApiClient
  tracker: Tracker
  cookies: CookieSource
  writeCookie: CookieWriter
  set: AccountFlow['setState']
  get: AccountFlow['getState']
  session: AccountSession
  /** Keeps SPEC 9's registration_state in the store and in this tab's storage. */
  setRegistration(registration: RegistrationProgress): void
  clearRegistration(): void
}
