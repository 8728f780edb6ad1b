import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  consentCookie,
  consentFromCookies,
  consentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from './consent'
import { consentModeUpdate } from './consentMode'
import type { DataLayer } from './createTracker'

export interface ConsentState {
  /** The visitor's choice; undefined until read from the cookie or made. */
  record: ConsentRecord | undefined
  /** Whether the banner shows: no choice read from the cookie, or reopened from the footer. */
  bannerOpen: boolean
}

export interface ConsentActions {
  /** Reads the choice from `document.cookie` (in the browser, after hydration). */
  restore(cookies: string): void
  acceptAll(): void
  rejectAll(): void
  /** Saves the choice of the second layer's switches. */
  choose(choice: ConsentChoice): void
  /** Opens the banner again to change the choice (the footer's "Cookie settings"). */
  reopen(): void
}

export type ConsentStore = StoreApi<ConsentState & ConsentActions>

export interface ConsentStoreOptions {
  /** Where consent updates go, looked up on each (window.dataLayer in the browser). */
  dataLayer: () => DataLayer
  /** Stores the cookie (`document.cookie = value` in the browser). */
  writeCookie: (value: string) => void
  secure: boolean
  now?: () => Date
}

const grantsAny = (choice: ConsentChoice) =>
  CONSENT_CATEGORIES.some((category) => choice[category])

/**
 * The site's consent (decision 028). A tag manager hears a Consent Mode `update` when something
 * is granted, or when a grant it heard is withdrawn; a visitor who rejects pushes nothing at all.
 */
export function createConsentStore({
  dataLayer,
  writeCookie,
  secure,
  now = () => new Date(),
}: ConsentStoreOptions): ConsentStore {
  let toldGrant = false
  const tell = (choice: ConsentChoice) => {
    if (!grantsAny(choice) && !toldGrant) return
    toldGrant = grantsAny(choice)
    dataLayer().push(consentModeUpdate(choice))
  }

  return createStore<ConsentState & ConsentActions>()((set, get) => {
    const choose = (choice: ConsentChoice) => {
      const record = consentRecord(choice, now())
      writeCookie(consentCookie(record, { secure }))
      set({ record, bannerOpen: false })
      tell(record.choice)
    }
    return {
      record: undefined,
      bannerOpen: false,
      restore: (cookies) => {
        if (get().record) return
        const record = consentFromCookies(cookies)
        set({ record, bannerOpen: !record })
        if (record) tell(record.choice)
      },
      acceptAll: () => choose(ALL_GRANTED),
      rejectAll: () => choose(ALL_DENIED),
      choose,
      reopen: () => set({ bannerOpen: true }),
    }
  })
}
