import { hkdfSync, randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { storedSecret } from '#db/storedSecret'

/** How long an access token is good for; the site refreshes it before then. */
export const ACCESS_TOKEN_SECONDS = 10 * 60

// RFC 9068's type for JWT access tokens, and this server as issuer and audience: a booking
// link or any other token signed elsewhere is not an access token here (ASVS 9.2.2, 9.2.3).
const TYPE = 'at+jwt'
const ISSUER = 'resort-api'
const AUDIENCE = 'resort-api'
const ALGORITHM = 'HS256'

/** The keys of member sessions, each derived for one use from AUTH_SECRET. */
export interface AuthKeys {
  /** Signs access tokens (HMAC-SHA-256). */
  accessToken: Uint8Array
  /** Derives a refresh token's successor from it (decision 016). */
  refreshSuccessor: Uint8Array
  /** Signs newsletter List-Unsubscribe tokens (decision 020). */
  newsletterUnsubscribe: Uint8Array
  /** Signs the XSRF tokens bound to a session (ASVS 3.5.1). */
  xsrf: Uint8Array
}

const derive = (secret: Uint8Array, use: string) =>
  new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), use, 32))

/**
 * AUTH_SECRET, or a secret generated once and kept in the database (as the booking links'),
 * and the keys derived from it. Loaded once when the server starts (decision 039): a key read
 * on first use, inside a transaction, waited for that transaction forever on SQLite.
 */
export async function loadAuthKeys(
  db: Kysely<Database>,
  fromEnv = process.env.AUTH_SECRET,
): Promise<AuthKeys> {
  const secret = await storedSecret(db, {
    key: 'auth_secret',
    variable: 'AUTH_SECRET',
    fromEnv,
  })
  return {
    accessToken: derive(secret, 'resort member access token'),
    refreshSuccessor: derive(secret, 'resort member refresh token successor'),
    newsletterUnsubscribe: derive(secret, 'resort newsletter unsubscribe'),
    xsrf: derive(secret, 'resort member xsrf token'),
  }
}

/** Whom an access token speaks for. */
export interface AccessClaims {
  userId: string
  sessionId: string
}

/** A signed access token for a session, and when it ends. */
export async function signAccessToken(
  key: Uint8Array,
  { userId, sessionId }: AccessClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_SECONDS) * 1000)
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    // Each token its own, even two signed in the same second.
    .setJti(randomUUID())
    .sign(key)
  return { token, expiresAt }
}

/**
 * The claims of a valid access token: signed with our key by HS256 only, typed as an access
 * token, for this audience and not expired (ASVS 9.1.1, 9.1.2, 9.2.1); else undefined. Whether its
 * session is still open is the caller's question.
 */
export async function readAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<(AccessClaims & { expiresAt: Date }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: TYPE,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: now,
    })
    const { sub, sid, exp } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || exp === undefined)
      return undefined
    return { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000) }
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}
