import type { SignedInResponse } from '../api/auth'
import type { CookieSource } from '../api/cookieSource'
import { checkToken, getAccessToken } from '../api/endpoints'
import type { AccountFlow, AccountFlowOptions } from './accountFlowTypes'
import { isUnauthorized } from './accountOutcome'
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

/** The member's session as the account flow keeps it: signed in or out, and renewed in time. */
export interface AccountSession {
  /** Takes the server's word that the member is signed in, and plans the token's renewal. */
  signedIn(answer: SignedInResponse): void
  signedOut(): void
  /** Confirms the session cookie with check-token (the client renews an ended access token once). */
  load(): Promise<void>
  /** Stops the access token's renewal timer. */
  dispose(): void
}

type SessionOptions = Pick<AccountFlowOptions, 'api' | 'tracker'> & {
  cookies: CookieSource
  now: () => number
  refreshMarginMs: number
}

/** The session part of the account flow's store: status, member, hint and the renewal timer. */
export function createAccountSession(
  { api, tracker, cookies, now, refreshMarginMs }: SessionOptions,
  { setState: set, getState: get }: AccountFlow,
): AccountSession {
  let refreshTimer: unknown
  let trackedUserId: string | undefined
  let loading: Promise<void> | undefined
  let refreshing: Promise<boolean> | undefined

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

  const load = () => {
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
  }

  return { signedIn, signedOut, load, dispose: cancelRefresh }
}
