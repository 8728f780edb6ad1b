import { createHmac, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { health, live, stagingLogin } from '@resort/core/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors'
import { METRICS_PATH } from './metrics'
import { isPageRequest } from './pageRequest'

/** The shared credential pair of the staging gate (SPEC 1); the gate is off without it. */
export interface StagingCredentials {
  username: string
  password: string
}

const STAGING_COOKIE = 'staging_gate'

// What the cookie holds: a keyed digest of the pair, so it reveals neither and a new password
// ends every pass given under the old one.
const passOf = ({ username, password }: StagingCredentials) =>
  createHmac('sha256', `${username}\u0000${password}`)
    .update('staging-gate')
    .digest('base64url')

const sameText = (a: string, b: string) => {
  const digest = (text: string) =>
    createHmac('sha256', 'compare').update(text).digest()
  return timingSafeEqual(digest(a), digest(b))
}

/** Reads STAGING_USERNAME and STAGING_PASSWORD; the gate is on only when both are set. */
export function readStagingCredentials(
  env: NodeJS.ProcessEnv,
): StagingCredentials | undefined {
  const username = env.STAGING_USERNAME
  const password = env.STAGING_PASSWORD
  return username && password ? { username, password } : undefined
}

/** True when the pair is the gate's (compared in constant time). */
export function credentialsPass(
  gate: StagingCredentials,
  tried: StagingCredentials,
): boolean {
  // Both compared, always: the answer's time says nothing about which one was wrong.
  const user = sameText(gate.username, tried.username)
  const password = sameText(gate.password, tried.password)
  return user && password
}

/** Gives the browser its pass: a cookie the gate checks on every later request. */
export function grantPass(
  gate: StagingCredentials,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.setCookie(STAGING_COOKIE, passOf(gate), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  })
}

/**
 * Puts the whole app behind the gate (SPEC 1, 4, 8): without a valid pass, pages answer the gate
 * page and everything else 401. Health, the gate's login and the site's built assets (the gate
 * page's own script and styles) stay open.
 */
export function registerStagingGate(
  app: FastifyInstance,
  gate: StagingCredentials,
  hostSiteDir: string,
): void {
  const pass = passOf(gate)
  const gatePage = path.join(hostSiteDir, 'gate.html')
  const page = existsSync(gatePage) ? readFileSync(gatePage, 'utf8') : undefined
  // /metrics has its own bearer token, which Prometheus cannot send beside Basic Auth.
  const open = new Set([
    health.path,
    live.path,
    stagingLogin.path,
    METRICS_PATH,
  ])
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (
      open.has(pathname) ||
      pathname.startsWith('/assets/') ||
      pathname === '/favicon.svg'
    )
      return
    const cookie = request.cookies[STAGING_COOKIE]
    if (cookie && sameText(cookie, pass)) return
    if (page && isPageRequest(request))
      return reply
        .code(401)
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(page)
    return reply
      .code(401)
      .send(
        errorBody('unauthorized', 'This site needs the staging credentials.'),
      )
  })
}
