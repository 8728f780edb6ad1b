import type { CookieSerializeOptions } from '@fastify/cookie'
import type { SessionUserCookie, SignedInResponse } from '@resort/core/api'
import { COOKIE_NAMES } from '@resort/core/reservation'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ACCESS_TOKEN_SECONDS } from './accessTokens'
import type { IssuedSession } from './sessions'
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
 * and session_user_cookie readable, with non-secret facts for the page.
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

/** Removes the session's cookies from the browser. */
export function clearSessionCookies(reply: FastifyReply): void {
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
