import { createStore } from 'zustand/vanilla'
import { documentCookies } from '../api/cookieSource'
import {
  browserSessionStorage,
  consoleLogger,
} from '../reservation/sessionState'
import { createActionRunner } from './accountActionRunner'
import type { AccountFlowKit } from './accountFlowKit'
import type {
  AccountFlow,
  AccountFlowOptions,
  AccountFlowStore,
} from './accountFlowTypes'
import { createAccountSession } from './accountSession'
import { emailChangeActions } from './emailChangeActions'
import { memberSessionActions } from './memberSessionActions'
import { passwordActions } from './passwordActions'
import { documentCookieWriter } from './redirectPage'
import { registrationActions } from './registrationActions'
import {
  EMPTY_REGISTRATION,
  loadRegistration,
  saveRegistration,
  type RegistrationProgress,
} from './registrationState'
import { sessionUserIn } from './sessionUser'
import { signInActions } from './signInActions'

/**
 * The member's session and account flows (sign-in, registration, mailed links, sessions): a
 * store whose state changes only through its actions (decision 013).
 */
export function createAccountFlow(options: AccountFlowOptions): AccountFlow {
  const {
    api,
    tracker,
    cookies = documentCookies,
    writeCookie = documentCookieWriter,
    now = Date.now,
    refreshMarginMs = 60_000,
  } = options
  const storage = options.storage ?? browserSessionStorage()
  const logger = options.logger ?? consoleLogger

  const hint = sessionUserIn(cookies(), now())

  return createStore<AccountFlowStore>()((set, get, store) => {
    const session = createAccountSession(
      { api, tracker, cookies, now, refreshMarginMs },
      store,
    )
    const setRegistration = (registration: RegistrationProgress) => {
      saveRegistration(registration, storage, logger)
      set({ registration })
    }
    const kit: AccountFlowKit = {
      ...createActionRunner(store, session.signedOut),
      api,
      tracker,
      cookies,
      writeCookie,
      set,
      get,
      session,
      setRegistration,
      clearRegistration: () => setRegistration(EMPTY_REGISTRATION),
    }

    return {
      status: hint ? 'loading' : 'signed_out',
      member: undefined,
      hint,
      sessionEndsAt: undefined,
      busy: [],
      outcomes: {},
      sessions: undefined,
      emailChange: undefined,
      registration: loadRegistration(storage, logger),

      load: session.load,
      ...signInActions(kit),
      ...registrationActions(kit),
      ...passwordActions(kit),
      ...emailChangeActions(kit),
      ...memberSessionActions(kit),
      dismiss: () => set({ outcomes: {} }),
      dispose: session.dispose,
    }
  })
}
