import type { CookieSerializeOptions } from '@fastify/cookie'
import {
  SOCIAL_COOKIES,
  safeReturnPath,
  type SocialProvider,
} from '@resort/core/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { FLOW_SECONDS, PENDING_SECONDS } from './socialFlow'

// SPEC 9 says SameSite None for its cookies; these are Lax (decision 017). A top-level GET back
// from the provider carries Lax cookies, which is all they are for, and Lax keeps them out of
// every cross-site subrequest (ASVS 3.3.2). Secure as the session cookies (ASVS 3.3.1).
const ATTRIBUTES: CookieSerializeOptions = {
  path: '/',
  sameSite: 'lax',
  secure: true,
}

/** Keeps a flow's encrypted state until the callback, httpOnly (ASVS 3.3.4). */
export const setFlowCookie = (
  reply: FastifyReply,
  provider: SocialProvider,
  value: string,
) =>
  reply.setCookie(SOCIAL_COOKIES.flow(provider), value, {
    ...ATTRIBUTES,
    httpOnly: true,
    maxAge: FLOW_SECONDS,
  })

/** A flow's cookie is used once: cleared by its callback whatever the outcome. */
export const clearFlowCookie = (
  reply: FastifyReply,
  provider: SocialProvider,
) =>
  reply.clearCookie(SOCIAL_COOKIES.flow(provider), {
    ...ATTRIBUTES,
    httpOnly: true,
  })

export const flowCookieOf = (
  request: FastifyRequest,
  provider: SocialProvider,
) => request.cookies[SOCIAL_COOKIES.flow(provider)]

/** Keeps an identity whose provider gave no address until the member types one. */
export const setPendingCookie = (reply: FastifyReply, value: string) =>
  reply.setCookie(SOCIAL_COOKIES.pendingIdentity, value, {
    ...ATTRIBUTES,
    httpOnly: true,
    maxAge: PENDING_SECONDS,
  })

export const clearPendingCookie = (reply: FastifyReply) =>
  reply.clearCookie(SOCIAL_COOKIES.pendingIdentity, {
    ...ATTRIBUTES,
    httpOnly: true,
  })

export const pendingCookieOf = (request: FastifyRequest) =>
  request.cookies[SOCIAL_COOKIES.pendingIdentity]

/**
 * The redirect-page cookie's path when it is a same-origin one (ASVS 3.7.2); another value is
 * cleared, so the orchestration page never reads it.
 */
export function returnPathOf(
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  const value = request.cookies[SOCIAL_COOKIES.redirectPage]
  const path = safeReturnPath(value)
  if (value !== undefined && path === undefined)
    reply.clearCookie(SOCIAL_COOKIES.redirectPage, {
      ...ATTRIBUTES,
      httpOnly: false,
    })
  return path
}

/** Hands the checked path back to the orchestration page, readable as the site set it. */
export const setReturnPath = (reply: FastifyReply, path: string) =>
  reply.setCookie(SOCIAL_COOKIES.redirectPage, path, {
    ...ATTRIBUTES,
    httpOnly: false,
    maxAge: FLOW_SECONDS,
  })
