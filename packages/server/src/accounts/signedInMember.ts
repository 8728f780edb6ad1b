import type { FastifyRequest } from 'fastify'
import { sessionTokensOf } from './sessionCookies'
import {
  authenticate,
  notSignedIn,
  type AuthenticatedSession,
  type SessionDeps,
} from './sessions'
import { findUserById, type UserRow } from './users'

/** The member a request's access token names, with the session; else 401. */
export async function signedInMember(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<{ user: UserRow; session: AuthenticatedSession }> {
  const session = await authenticate(deps, sessionTokensOf(request).accessToken)
  const user = await findUserById(deps.db, session.userId)
  if (!user) throw notSignedIn()
  return { user, session }
}

/**
 * The signed-in member's id when the request carries a valid session, else undefined: for calls
 * anyone may make that a member makes their own (a booking that earns points).
 */
export async function signedInMemberIdOf(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<string | undefined> {
  const { accessToken } = sessionTokensOf(request)
  if (!accessToken) return undefined
  try {
    return (await authenticate(deps, accessToken)).userId
  } catch {
    return undefined
  }
}
