import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** What an anonymous token is bound to: no session (session ids are never empty). */
export const NO_SESSION = ''

// OWASP's signed double-submit cookie: the length-prefixed message keeps a session id and a
// random part from being shifted into each other.
const macOf = (key: Uint8Array, sessionId: string, random: string) =>
  createHmac('sha256', key)
    .update(`${sessionId.length}!${sessionId}!${random.length}!${random}`)
    .digest('base64url')

/** A new XSRF token bound to a session: `HMAC(key, session id + random).random`. */
export function xsrfTokenFor(key: Uint8Array, sessionId: string): string {
  const random = randomBytes(32).toString('base64url')
  return `${macOf(key, sessionId, random)}.${random}`
}

/** The token was made with this key for this session; compared in constant time. */
export function isXsrfTokenFor(
  key: Uint8Array,
  token: string,
  sessionId: string,
): boolean {
  const [mac, random, ...rest] = token.split('.')
  if (!mac || !random || rest.length > 0) return false
  const expected = Buffer.from(macOf(key, sessionId, random))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
