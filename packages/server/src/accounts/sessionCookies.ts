import type { CookieSerializeOptions } from '@fastify/cookie'
import type { SessionUserCookie, SignedInResponse } from '@resort/core/api'
import { COOKIE_NAMES } from '@resort/core/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { clearXsrfCookie, setXsrfCookie, type XsrfBinding } from '#http/xsrf'
import { ACCESS_TOKEN_SECONDS, type AuthKeys } from './accessTokens'
import { sessionOfCookies, type IssuedSession } from './sessions'
import { toMember, type UserRow } from './users'

// SPEC 9: path /, SameSite None, Secure. SameSite None lets the site's own pages send them from
// any context; cross-site writes are stopped by the XSRF header check (decision 007).
const ATTRIBUTES: CookieSerializeOptions = {
  path: '/',
  sameSite: 'none',
  secure: true,
}

const secondsUntil = (end: Date, now: Date) =>
  Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000))

/**
 * Sets the session's cookies: the tokens httpOnly, where no script can read them (ASVS 3.3.4),
 * session_user_cookie readable, with non-secret facts for the page, and a new XSRF token bound
 * to the session.
 */
export function setSessionCookies(
  reply: FastifyReply,
  user: UserRow,
  session: IssuedSession,
  now: Date,
): void {
  const untilEnd = secondsUntil(session.endsAt, now)
  reply.setCookie(COOKIE_NAMES.accessToken, session.accessToken, {
    ...ATTRIBUTES,
    httpOnly: true,
    maxAge: Math.min(ACCESS_TOKEN_SECONDS, untilEnd),
  })
  reply.setCookie(COOKIE_NAMES.refreshToken, session.refreshToken, {
    ...ATTRIBUTES,
    httpOnly: true,
    maxAge: untilEnd,
  })
  setSessionUserCookie(reply, user, session.endsAt, now)
  setXsrfCookie(reply, session.xsrfToken)
}

/** Sets session_user_cookie alone: the page's facts about the member, after they changed. */
export function setSessionUserCookie(
  reply: FastifyReply,
  user: UserRow,
  endsAt: Date,
  now: Date,
): void {
  const sessionUser: SessionUserCookie = {
    adb2cId: user.adb2c_id,
    firstName: user.first_name,
    email: user.email,
    endsAt: endsAt.toISOString(),
  }
  reply.setCookie(COOKIE_NAMES.sessionUser, JSON.stringify(sessionUser), {
    ...ATTRIBUTES,
    httpOnly: false,
    maxAge: secondsUntil(endsAt, now),
  })
}

/** Removes the session's cookies, and its XSRF token, from the browser. */
export function clearSessionCookies(reply: FastifyReply): void {
  clearXsrfCookie(reply)
  for (const [name, httpOnly] of [
    [COOKIE_NAMES.accessToken, true],
    [COOKIE_NAMES.refreshToken, true],
    [COOKIE_NAMES.sessionUser, false],
  ] as const) {
    reply.clearCookie(name, { ...ATTRIBUTES, httpOnly })
  }
}

/** The tokens a request's cookies carry. */
export const sessionTokensOf = (request: FastifyRequest) => ({
  accessToken: request.cookies[COOKIE_NAMES.accessToken],
  refreshToken: request.cookies[COOKIE_NAMES.refreshToken],
})

/**
 * How the XSRF check finds a request's session: by its access token, expired or not, with no
 * database read; by its refresh token (the refresh call, after the access cookie expired).
 */
export const sessionXsrfBinding = (
  db: Kysely<Database>,
  keys: AuthKeys,
): XsrfBinding => {
  const deps = { db, keys: () => Promise.resolve(keys), now: () => new Date() }
  return {
    key: keys.xsrf,
    sessionOf: (request) => sessionOfCookies(deps, sessionTokensOf(request)),
  }
}

/** The answer to a sign-in or a refresh: who, and until when; never the tokens. */
export const signedInAnswer = (
  user: UserRow,
  session: Pick<IssuedSession, 'accessTokenExpiresAt' | 'endsAt'>,
  adminEmails: ReadonlySet<string>,
): SignedInResponse => ({
  user: toMember(user, adminEmails),
  session: {
    accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
  },
})
