import {
  CONSENT_CATEGORIES,
  createConsentStore,
  type ConsentChoice,
  createTracker,
  type ConsentStore,
  type DataLayer,
  type Tracker,
} from '@resort/core/tracking'

let store: ConsentStore | undefined

/**
 * The visitor's cookie consent (decision 028), read from the `cookie_consent` cookie on first use.
 * Browser only: call it from effects, handlers and client-only parts, never while rendering on
 * the server.
 */
export function siteConsent(): ConsentStore {
  if (!store) {
    store = createConsentStore({
      dataLayer: () => {
        const scope = window as { dataLayer?: DataLayer }
        scope.dataLayer ??= []
        return scope.dataLayer
      },
      writeCookie: (value) => {
        document.cookie = value
      },
      secure: window.location.protocol === 'https:',
    })
    store.subscribe(({ record }) => tellWidgets(record?.choice))
    store.getState().restore(document.cookie)
    tellWidgets(store.getState().record?.choice)
  }
  return store
}

// The booking widget on the site's pages reads the consent from <html> as on a partner's page.
function tellWidgets(choice: ConsentChoice | undefined): void {
  const allowed = CONSENT_CATEGORIES.filter((category) => choice?.[category])
  document.documentElement.setAttribute(
    'tracking-consent',
    allowed.length ? allowed.join(' ') : 'denied',
  )
}

/** For tests: the next siteConsent() reads the cookie afresh. */
export function forgetSiteConsent(): void {
  store = undefined
}

/**
 * The site's tracker: pushes to `window.dataLayer` only what the visitor allowed, nothing before
 * they chose (decision 028).
 */
export const siteTracker = (): Tracker =>
  createTracker(undefined, undefined, () =>
    typeof window === 'undefined'
      ? undefined
      : siteConsent().getState().record?.choice,
  )
