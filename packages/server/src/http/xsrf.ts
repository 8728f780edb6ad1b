import { randomBytes, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { XSRF_COOKIE, XSRF_HEADER } from '@resort/core/api'
import { COOKIE_NAMES } from '@resort/core/reservation'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiProblem } from './errors'

/** The cookies that carry a signed-in session (SPEC 9); only they give a request ambient authority. */
const SESSION_COOKIES = [
  COOKIE_NAMES.sessionUser,
  COOKIE_NAMES.accessToken,
  COOKIE_NAMES.refreshToken,
] as const

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const WRONG_TOKEN =
  'Missing or wrong XSRF token; reload the page and try again.'

/** The path of a request url, without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '/'

function sameToken(cookie: string | undefined, header: unknown): boolean {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

// Widget files are fetched by partners' pages, where a Lax cookie of ours is useless; files with
// an extension may sit in a shared cache, which must not hand one token to every visitor.
function wantsCookie(request: FastifyRequest, pathname: string): boolean {
  return (
    request.method === 'GET' &&
    !request.cookies[XSRF_COOKIE] &&
    !pathname.startsWith('/widget/') &&
    !path.extname(pathname)
  )
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    // The site's script reads it to echo it in the X-XSRF-TOKEN header.
    httpOnly: false,
    secure: request.protocol === 'https',
  })
}

/**
 * Double-submit XSRF protection: a state-changing /api/ call that carries a session cookie must
 * echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. Calls without a session cookie (guests, partner
 * widgets) carry no ambient authority and pass. Pages and API reads hand out the cookie.
 */
export function registerXsrf(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('cookies')) {
    throw new Error('register @fastify/cookie before the XSRF check')
  }
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request.url)
    if (wantsCookie(request, pathname)) setXsrfCookie(request, reply)
    if (!STATE_CHANGING.has(request.method) || !pathname.startsWith('/api/'))
      return
    const signedIn = SESSION_COOKIES.some(
      (name) => request.cookies[name] !== undefined,
    )
    if (!signedIn) return
    const header = request.headers[XSRF_HEADER.toLowerCase()]
    if (!sameToken(request.cookies[XSRF_COOKIE], header)) {
      throw new ApiProblem(403, 'generic', WRONG_TOKEN)
    }
  })
}
