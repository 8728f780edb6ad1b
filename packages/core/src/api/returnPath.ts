// The one check of a path to go back to after signing in; no schema library, so the account
// flow's bundle stays small.
const MAX_RETURN_PATH = 2000

/**
 * A same-origin path to go to after sign-in, or undefined: only `/...`, never `//host` or
 * `/\host` (which browsers read as another host), a scheme, or control characters. Guards the
 * redirect-page cookie against open redirects (ASVS 3.7.2).
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // Browsers treat a backslash as a slash and drop tabs and newlines before reading a URL.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}
