import { registerRequestSchema } from '@resort/core/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AccountDeps } from '../accounts/accountDeps'
import { LoginThrottled } from '../accounts/loginThrottle'
import { withPasswordPolicy } from '../accounts/passwordPolicy'
import { register } from '../accounts/registration'
import {
  clearSessionCookies,
  sessionTokensOf,
  setSessionCookies,
  signedInAnswer,
} from '../accounts/sessionCookies'
import {
  endSession,
  notSignedIn,
  refreshSession,
  sessionOfCookies,
} from '../accounts/sessions'
import { signIn } from '../accounts/signIn'
import { findUserById } from '../accounts/users'
import type { RouteModule } from '../appContext'

interface Http {
  request: FastifyRequest
  reply: FastifyReply
}

/** A new access token for the refresh token cookie; a refused one clears the cookies. */
async function refresh(deps: AccountDeps, { request, reply }: Http) {
  try {
    const session = await refreshSession(
      deps,
      sessionTokensOf(request).refreshToken,
    )
    const user = await findUserById(deps.db, session.userId)
    if (!user) throw notSignedIn()
    setSessionCookies(reply, user, session, deps.now())
    return signedInAnswer(user, session, deps.adminEmails)
  } catch (error) {
    clearSessionCookies(reply)
    throw error
  }
}

/** Ends the session the cookies name, if any, and clears them. */
async function signOut(deps: AccountDeps, { request, reply }: Http) {
  const sessionId = await sessionOfCookies(deps, sessionTokensOf(request))
  if (sessionId) await endSession(deps, sessionId, 'logout')
  clearSessionCookies(reply)
  return { signedOut: true as const }
}

/** /api/v1/auth/* and the site's /api/auth/tokens/*: member sign-in, registration and sessions. */
export const authRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('login', async (body, { request, reply }) => {
    const { user, session } = await signIn(
      deps,
      body,
      request.headers['user-agent'],
    ).catch((error: unknown) => {
      if (error instanceof LoginThrottled)
        reply.header('retry-after', String(error.retryAfterSeconds))
      throw error
    })
    setSessionCookies(reply, user, session, deps.now())
    return signedInAnswer(user, session, deps.adminEmails)
  })
  handle('register', (body) => register(deps, body), {
    request: withPasswordPolicy(registerRequestSchema),
  })
  handle('checkToken', async (_query, { caller: { user, session } }) =>
    signedInAnswer(user, session, deps.adminEmails),
  )
  handle('refreshToken', (_body, http) => refresh(deps, http))
  handle('getAccessToken', (_body, http) => refresh(deps, http))
  handle('logout', (_body, http) => signOut(deps, http))
  handle('deleteTokens', (_query, http) => signOut(deps, http))
}
