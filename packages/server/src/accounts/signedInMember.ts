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
