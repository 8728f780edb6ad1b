// SPEC 9's redirect-page cookie: where to go after signing in, or after a social or mailed
// callback lands on orchestration. Readable by the page (path /, SameSite None, Secure), so it
// holds only a path of this site; anything else read from it is ignored (no open redirect).
import { readCookie } from '../api/cookieSource'
import { safeReturnPath } from '../api/returnPath'
import { stepForPath } from '../reservation/bookingPaths'
import { COOKIE_NAMES } from '../reservation/sessionState'
import { SIGN_IN_SLUGS } from '../site/memberSlugs'
import type { SignUpContext } from '../tracking/trackingEvents'

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

const ATTRIBUTES = 'path=/; SameSite=None; Secure'

// After signing in, these pages would only lead back to signing in (sign-in in every language).
const LOOP_SEGMENTS = new Set([
  ...Object.values(SIGN_IN_SLUGS),
  'orchestration',
])
const isLoop = (path: string) =>
  LOOP_SEGMENTS.has(path.split(/[/?#]/, 3)[2] ?? '')

/**
 * The value as a path of this site (`/en/booking?...`), or undefined for anything that could
 * lead elsewhere: another origin, a scheme, `//host`, a backslash (read as a slash by browsers),
 * control characters or white space; and the sign-in and orchestration pages themselves.
 */
export function safeRedirectPath(
  value: string | null | undefined,
): string | undefined {
  const path = safeReturnPath(value ?? undefined)
  return path === undefined || /\s/.test(path) || isLoop(path)
    ? undefined
    : path
}

/** The redirect-page path the cookies hold, if it is a safe one. */
export const redirectPathIn = (cookies: string | undefined) =>
  safeRedirectPath(readCookie(cookies, COOKIE_NAMES.redirectPage))

/** The cookie that remembers a path; undefined when the path is not a safe one. */
export function redirectCookie(path: string): string | undefined {
  const safe = safeRedirectPath(path)
  return safe === undefined
    ? undefined
    : `${COOKIE_NAMES.redirectPage}=${encodeURIComponent(safe)}; ${ATTRIBUTES}`
}

/** The cookie that forgets the path. */
export const clearedRedirectCookie = `${COOKIE_NAMES.redirectPage}=; max-age=0; ${ATTRIBUTES}`

/**
 * SPEC 4's sign_up context: loyalty_reservation when the registration began in the booking
 * flow (the booking page sent the guest on with redirect-page naming one of its steps),
 * loyalty_standalone otherwise.
 */
export function signUpContextFor(
  redirectPath: string | undefined,
): SignUpContext {
  const path = redirectPath?.split(/[?#]/, 1)[0]
  return path !== undefined && stepForPath(path) !== undefined
    ? 'loyalty_reservation'
    : 'loyalty_standalone'
}
