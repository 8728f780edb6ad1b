import { timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { XSRF_COOKIE, XSRF_HEADER } from '@resort/core/api'
import { COOKIE_NAMES } from '@resort/core/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiProblem } from './errors'
import { isXsrfTokenFor, NO_SESSION, xsrfTokenFor } from './xsrfTokens'

/** The cookies that carry a signed-in session (SPEC 9); only they give a request ambient authority. */
const SESSION_COOKIES = [
  COOKIE_NAMES.sessionUser,
  COOKIE_NAMES.accessToken,
  COOKIE_NAMES.refreshToken,
] as const

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const WRONG_TOKEN =
  'Missing or wrong XSRF token; reload the page and try again.'

/** What binds XSRF tokens to sessions: the key, loaded at start, and a request's session. */
export interface XsrfBinding {
  /** Keys the tokens' HMAC. */
  key: Uint8Array
  /** The session a request's cookies name, if any. */
  sessionOf: (request: FastifyRequest) => Promise<string | undefined>
}

/** The path of a request url, without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '/'

function sameToken(cookie: string | undefined, header: unknown): boolean {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

// Widget files are fetched by partners' pages, where a Lax cookie of ours is useless; files with
// an extension may sit in a shared cache, which must not hand one token to every visitor. A
// guest's API read needs none (only a session's writes are checked, and a page or the sign-in
// hands one out), so it costs no random token and no set-cookie (issue 34).
const handsOutCookie = (
  request: FastifyRequest,
  pathname: string,
  signedIn: boolean,
) =>
  request.method === 'GET' &&
  !pathname.startsWith('/widget/') &&
  !path.extname(pathname) &&
  (signedIn || !pathname.startsWith('/api/'))

// Readable by the site's script, which echoes it in X-XSRF-TOKEN.
const cookieOptions = (reply: FastifyReply) =>
  ({
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: reply.request.protocol === 'https',
  }) as const

/** Sets the XSRF-TOKEN cookie to a token the server made. */
export function setXsrfCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, cookieOptions(reply))
}

/** Removes the XSRF-TOKEN cookie; the next page or API read hands out an anonymous one. */
export function clearXsrfCookie(reply: FastifyReply): void {
  reply.clearCookie(XSRF_COOKIE, cookieOptions(reply))
}

/**
 * A page or API read hands out a token when the browser has none (an anonymous one to a guest),
 * and replaces one not made for the session the cookies name (made before sign-in, with an
 * earlier key, or a sign-in answer's cookie the browser dropped).
 */
async function handOut(
  binding: XsrfBinding,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: boolean,
): Promise<void> {
  const current = request.cookies[XSRF_COOKIE]
  const sessionId = signedIn ? await binding.sessionOf(request) : undefined
  if (
    current &&
    (!sessionId || isXsrfTokenFor(binding.key, current, sessionId))
  )
    return
  setXsrfCookie(reply, xsrfTokenFor(binding.key, sessionId ?? NO_SESSION))
}

/**
 * Signed double-submit XSRF protection (OWASP): a state-changing /api/ call that carries a
 * session cookie must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and the token must be one
 * the server made for the session the cookies name, so a pair the client made up (a planted
 * cookie) or another session's token is refused. Calls without a session cookie (guests,
 * partner widgets) carry no ambient authority and pass. Pages and API reads hand out the cookie.
 */
export function registerXsrf(app: FastifyInstance, binding: XsrfBinding): void {
  if (!app.hasRequestDecorator('cookies')) {
    throw new Error('register @fastify/cookie before the XSRF check')
  }
  // A callback hook that returns at once for the many requests with nothing to check or hand
  // out (a guest's API read): an async one costs every request a promise (issue 34).
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = pathOf(request.url)
    const signedIn = SESSION_COOKIES.some(
      (name) => request.cookies[name] !== undefined,
    )
    const handsOut = handsOutCookie(request, pathname, signedIn)
    const checked =
      signedIn &&
      STATE_CHANGING.has(request.method) &&
      pathname.startsWith('/api/')
    if (!handsOut && !checked) {
      done()
      return
    }
    guard(binding, request, reply, { signedIn, handsOut, checked }).then(
      () => done(),
      done,
    )
  })
}

async function guard(
  binding: XsrfBinding,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    signedIn,
    handsOut,
    checked,
  }: { signedIn: boolean; handsOut: boolean; checked: boolean },
): Promise<void> {
  if (handsOut) await handOut(binding, request, reply, signedIn)
  if (!checked) return
  const cookie = request.cookies[XSRF_COOKIE]
  const header = request.headers[XSRF_HEADER.toLowerCase()]
  if (!cookie || !sameToken(cookie, header))
    throw new ApiProblem(403, 'generic', WRONG_TOKEN)
  // Cookies that name no session carry no authority: the call fails as a guest's would.
  const sessionId = await binding.sessionOf(request)
  if (sessionId && !isXsrfTokenFor(binding.key, cookie, sessionId))
    throw new ApiProblem(403, 'generic', WRONG_TOKEN)
}
