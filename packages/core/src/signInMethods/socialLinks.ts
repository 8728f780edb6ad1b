// Where the site's social sign-in links go, and the redirect-page cookie they leave behind
// (SPEC 7's google, microsoft, facebook and connect routes, SPEC 9's redirect-page; decision 017).
import {
  safeReturnPath,
  SOCIAL_COOKIES,
  socialConnectPath,
  socialSignInPath,
  type ConnectableProvider,
  type SocialProvider,
} from '../api/socialSignIn'
import type { Language } from '../i18n/languages'

/** Sets one cookie, as `document.cookie = '...'` does. */
export type CookieWriter = (cookie: string) => void

/** Writes `document.cookie` when there is a document; never throws. */
export const documentCookieWriter: CookieWriter = (cookie) => {
  try {
    const document = (globalThis as { document?: { cookie?: string } }).document
    if (document) document.cookie = cookie
  } catch {
    // A sandboxed frame throws a SecurityError on document.cookie.
  }
}

/** The address that starts signing in with a provider; the answer lands in `language`. */
export const socialSignInHref = (
  provider: SocialProvider,
  language: Language,
) => `${socialSignInPath(provider)}?lang=${language}`

/** The address that connects a provider to the signed-in member. */
export const socialConnectHref = (
  provider: ConnectableProvider,
  language: Language,
) => `${socialConnectPath(provider)}?lang=${language}`

// The server reads it at the start and hands it back to the orchestration page (10 minutes).
const REDIRECT_SECONDS = 10 * 60

/**
 * The redirect-page cookie naming where to go after signing in, as SPEC 9 sets cookies (path /,
 * SameSite None, Secure); undefined for anything but a path of this site (ASVS 3.7.2).
 */
function redirectPageCookie(path: string): string | undefined {
  const safe = safeReturnPath(path)
  return safe === undefined
    ? undefined
    : `${SOCIAL_COOKIES.redirectPage}=${encodeURIComponent(safe)}; path=/; max-age=${REDIRECT_SECONDS}; SameSite=None; Secure`
}

/** Remembers where to come back to after signing in; a path of another site is ignored. */
export function rememberReturnPath(
  path: string,
  writeCookie: CookieWriter = documentCookieWriter,
): void {
  const cookie = redirectPageCookie(path)
  if (cookie) writeCookie(cookie)
}
