/** Returns the page's cookies as one `a=1; b=2` string, as `document.cookie` does. */
export type CookieSource = () => string | undefined

/** Reads `document.cookie` when there is a document; never throws (core also runs where there is none). */
export const documentCookies: CookieSource = () => {
  try {
    const cookie = (globalThis as { document?: { cookie?: unknown } }).document
      ?.cookie
    return typeof cookie === 'string' ? cookie : undefined
  } catch {
    // A sandboxed frame throws a SecurityError on document.cookie.
    return undefined
  }
}

/** The decoded value of the cookie `name` in a `document.cookie` string, or undefined. */
export function readCookie(
  cookies: string | undefined,
  name: string,
): string | undefined {
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
