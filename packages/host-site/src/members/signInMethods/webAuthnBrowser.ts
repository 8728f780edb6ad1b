import type { WebAuthnBrowser } from '@resort/core/signInMethods'

/**
 * @simplewebauthn/browser, loaded when a passkey button first shows: a chunk of its own, never
 * part of the site's main bundle.
 */
export const loadWebAuthnBrowser = (): Promise<WebAuthnBrowser> =>
  import('@simplewebauthn/browser')
