import { createStore } from 'zustand/vanilla'
import type { SignedInResponse } from '../api/auth'
import { documentCookies } from '../api/cookieSource'
import {
  changePassword,
  checkToken,
  confirmEmail,
  confirmEmailChange,
  deleteTokens,
  emailChangeCallback,
  endMemberSession,
  endOtherSessions,
  eraseAccount,
  getAccessToken,
  login,
  memberSessions,
  register,
  requestEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from '../api/endpoints'
import {
  browserSessionStorage,
  consoleLogger,
} from '../reservation/sessionState'
import type {
  AccountAction,
  AccountFlow,
  AccountFlowOptions,
  AccountFlowState,
  AccountFlowStore,
  AccountOutcome,
} from './accountFlowTypes'
import { isUnauthorized, refusalOf } from './accountOutcome'
import {
  clearedRedirectCookie,
  documentCookieWriter,
  redirectCookie,
  redirectPathIn,
  signUpContextFor,
} from './redirectPage'
import {
  EMPTY_REGISTRATION,
  loadRegistration,
  saveRegistration,
  type RegistrationProgress,
} from './registrationState'
import { sessionUserIn } from './sessionUser'

// Core has no DOM or Node types; every runtime it runs in has these two. Looked up at each
// call, so that tests' fake timers apply.
const timers = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

/** Renewal is never planned sooner than this, whatever the clocks say. */
const MIN_REFRESH_DELAY_MS = 5_000
/** A renewal that got no answer is tried again after this. */
const REFRESH_RETRY_MS = 30_000

// Actions that only read: they neither clear their last outcome first nor report a success.
const READS: ReadonlySet<AccountAction> = new Set([
  'listSessions',
  'openEmailChange',
])

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
  let refreshTimer: unknown
  let trackedUserId: string | undefined
  let loading: Promise<void> | undefined
  let refreshing: Promise<boolean> | undefined
  // Link tokens on their way to the server, so that a page asking twice posts once.
  const linksInFlight = new Map<string, Promise<boolean>>()

  const hint = sessionUserIn(cookies(), now())

  return createStore<AccountFlowStore>()((set, get) => {
    const cancelRefresh = () => {
      if (refreshTimer !== undefined) timers.clearTimeout(refreshTimer)
      refreshTimer = undefined
    }
    const planRefresh = (delay: number) => {
      cancelRefresh()
      refreshTimer = timers.setTimeout(
        () => {
          refreshTimer = undefined
          void refresh().then((renewed) => {
            if (!renewed && get().status === 'signed_in')
              planRefresh(REFRESH_RETRY_MS)
          })
        },
        Math.max(MIN_REFRESH_DELAY_MS, delay),
      )
    }

    /** SPEC 4: setting the user pushes its id to the data layer, once per session. */
    const signedIn = ({ user, session }: SignedInResponse) => {
      if (trackedUserId !== user.adb2cId) {
        tracker.trackUserId(user.adb2cId)
        trackedUserId = user.adb2cId
      }
      set({
        status: 'signed_in',
        member: user,
        hint: sessionUserIn(cookies(), now()) ?? get().hint,
        sessionEndsAt: session.endsAt,
      })
      planRefresh(
        Date.parse(session.accessTokenExpiresAt) - refreshMarginMs - now(),
      )
    }
    const signedOut = () => {
      cancelRefresh()
      trackedUserId = undefined
      set({
        status: 'signed_out',
        member: undefined,
        hint: undefined,
        sessionEndsAt: undefined,
        sessions: undefined,
      })
    }

    /** A new access token (get-access-token); a refusal ends the session here too. */
    const refresh = (): Promise<boolean> => {
      refreshing ??= api
        .call(getAccessToken)
        .then(
          (answer) => {
            signedIn(answer)
            return true
          },
          (error: unknown) => {
            if (isUnauthorized(error)) signedOut()
            return false
          },
        )
        .finally(() => {
          refreshing = undefined
        })
      return refreshing
    }

    const setRegistration = (registration: RegistrationProgress) => {
      saveRegistration(registration, storage, logger)
      set({ registration })
    }
    const clearRegistration = () => setRegistration(EMPTY_REGISTRATION)

    const setBusy = (action: AccountAction, busy: boolean) =>
      set({
        busy: busy
          ? [...get().busy, action]
          : get().busy.filter((other) => other !== action),
      })

    /**
     * Runs an action's call: busy meanwhile, then `done` with its answer, or the refusal as the
     * outcome. A 401 on a member's call means the session has ended.
     */
    const run = async <T>(
      action: AccountAction,
      call: () => Promise<T>,
      done: (answer: T) => Partial<AccountFlowState> | void,
    ): Promise<boolean> => {
      setBusy(action, true)
      if (!READS.has(action)) setOutcome(action, undefined)
      try {
        const answer = await call()
        set(done(answer) ?? {})
        return true
      } catch (error) {
        const refusal = refusalOf(action, error)
        if (refusal.code === 'signed_out') signedOut()
        setOutcome(action, refusal)
        return false
      } finally {
        setBusy(action, false)
      }
    }
    /** Sets or clears one action's outcome; the others' stay. */
    const setOutcome = (
      action: AccountAction,
      outcome: AccountOutcome | undefined,
    ) => {
      const { [action]: _previous, ...others } = get().outcomes
      set({ outcomes: outcome ? { ...others, [action]: outcome } : others })
    }
    const outcome = (
      action: AccountAction,
      code: AccountOutcome['code'],
      details: Partial<AccountOutcome> = {},
    ) => {
      setOutcome(action, { action, code, ...details })
    }

    /** Posts a link's token once while its answer is on the way. */
    const once = (key: string, post: () => Promise<boolean>) => {
      const inFlight = linksInFlight.get(key)
      if (inFlight) return inFlight
      const posted = post().finally(() => linksInFlight.delete(key))
      linksInFlight.set(key, posted)
      return posted
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

      load: () => {
        loading ??= (async () => {
          const cookieUser = sessionUserIn(cookies(), now())
          if (!cookieUser) return signedOut()
          set({ status: 'loading', hint: cookieUser })
          try {
            // The client renews an access token past its time once (a member row).
            signedIn(await api.call(checkToken))
          } catch {
            signedOut()
          }
        })().finally(() => {
          loading = undefined
        })
        return loading
      },

      signIn: (input) =>
        run(
          'signIn',
          () => api.call(login, input),
          (answer) => {
            signedIn(answer)
            clearRegistration()
          },
        ),

      acceptSignIn: (answer) => {
        signedIn(answer)
        clearRegistration()
      },

      acceptProfile: ({
        personalData: { firstName, lastName },
        contactData,
      }) => {
        const member = get().member
        if (member)
          set({
            member: {
              ...member,
              personalData: { firstName, lastName },
              contactData,
            },
          })
      },

      register: (input) =>
        run(
          'register',
          () => api.call(register, input),
          () => {
            tracker.trackSignUp(signUpContextFor(redirectPathIn(cookies())))
            const email = input.email.trim()
            setRegistration({
              step: 'check_email',
              firstName: input.firstName,
              lastName: input.lastName,
              email,
            })
            return outcome('register', 'mail_sent', { email })
          },
        ),

      saveRegistration: (fields) =>
        setRegistration({ ...get().registration, ...fields }),

      restartRegistration: () =>
        setRegistration({ ...get().registration, step: 'form' }),

      signOut: () =>
        run(
          'signOut',
          () => api.call(deleteTokens),
          () => {
            signedOut()
            writeCookie(clearedRedirectCookie)
          },
        ),

      resendConfirmation: (input) =>
        run(
          'resendConfirmation',
          () => api.call(resendConfirmation, input),
          () =>
            outcome('resendConfirmation', 'mail_sent', {
              email: input.email.trim(),
            }),
        ),

      confirmEmail: (token) =>
        once(`confirmEmail:${token}`, () =>
          run(
            'confirmEmail',
            () => api.call(confirmEmail, { token }),
            ({ email }) => {
              tracker.trackSignUpConfirmed()
              clearRegistration()
              return outcome('confirmEmail', 'email_confirmed', { email })
            },
          ),
        ),

      requestPasswordReset: (input) =>
        run(
          'requestPasswordReset',
          () => api.call(requestPasswordReset, input),
          () =>
            outcome('requestPasswordReset', 'mail_sent', {
              email: input.email.trim(),
            }),
        ),

      resetPassword: (input) =>
        run(
          'resetPassword',
          () => api.call(resetPassword, input),
          () => {
            // A reset ends every session of the member, this one too.
            if (get().status !== 'signed_out') signedOut()
            return outcome('resetPassword', 'password_changed')
          },
        ),

      openEmailChange: (token) =>
        once(`openEmailChange:${token}`, () => {
          set({ emailChange: undefined })
          return run(
            'openEmailChange',
            () => api.call(emailChangeCallback, { token }),
            ({ email }) => ({ emailChange: { email } }),
          )
        }),

      requestEmailChange: (input) =>
        run(
          'requestEmailChange',
          () => api.call(requestEmailChange, input),
          () =>
            outcome('requestEmailChange', 'mail_sent', {
              email: input.newEmail.trim(),
            }),
        ),

      confirmEmailChange: (token) =>
        once(`confirmEmailChange:${token}`, () =>
          run(
            'confirmEmailChange',
            () => api.call(confirmEmailChange, { token }),
            ({ email }) => {
              // The signed-in member may be the one whose address changed: ask again.
              if (get().status === 'signed_in')
                void api.call(checkToken).then(signedIn, () => undefined)
              return outcome('confirmEmailChange', 'email_changed', { email })
            },
          ),
        ),

      changePassword: (input) =>
        run(
          'changePassword',
          () => api.call(changePassword, input),
          () => outcome('changePassword', 'password_changed'),
        ),

      listSessions: () =>
        run(
          'listSessions',
          () => api.call(memberSessions),
          ({ sessions }) => ({ sessions }),
        ),

      endSession: (sessionId, password) =>
        run(
          'endSession',
          () =>
            api.call(endMemberSession, {
              sessionId,
              ...(password ? { password } : {}),
            }),
          ({ ended }) => {
            const ending = get().sessions?.find(({ id }) => id === sessionId)
            // Ending this very session signs the member out (the server cleared the cookies).
            if (ending?.current) signedOut()
            outcome('endSession', 'session_ended', { ended })
            return {
              sessions: get().sessions?.filter(({ id }) => id !== sessionId),
            }
          },
        ),

      endOtherSessions: (password) =>
        run(
          'endOtherSessions',
          () => api.call(endOtherSessions, password ? { password } : {}),
          ({ ended }) => {
            outcome('endOtherSessions', 'sessions_ended', { ended })
            return {
              sessions: get().sessions?.filter(({ current }) => current),
            }
          },
        ),

      eraseAccount: (input) =>
        run(
          'eraseAccount',
          () => api.call(eraseAccount, input),
          () => {
            // The server ended every session and cleared the cookies.
            outcome('eraseAccount', 'account_erased')
            signedOut()
            clearRegistration()
            writeCookie(clearedRedirectCookie)
          },
        ),

      rememberRedirect: (path) => {
        const cookie = redirectCookie(path)
        if (cookie) writeCookie(cookie)
      },

      takeRedirect: () => {
        const path = redirectPathIn(cookies())
        writeCookie(clearedRedirectCookie)
        return path
      },

      dismiss: () => set({ outcomes: {} }),

      dispose: cancelRefresh,
    }
  })
}
