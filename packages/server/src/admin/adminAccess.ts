import type { FastifyRequest } from 'fastify'
import { ApiProblem } from '#http/errors'
import type { AccountDeps } from '../accounts/accountDeps'
import { signedInMember } from '../accounts/signedInMember'
import { normalizeEmail } from '../accounts/users'
import { adminLocked, isAdminLocked } from './adminCodeBudget'
import type { AdminVisit } from './adminVisit'

const notAnAdmin = () =>
  new ApiProblem(403, 'forbidden', 'This is for the resort’s staff only.')

/**
 * The signed-in admin of a request, with the session's second factor or null: 401 signed out,
 * 403 for a member who is not on the list (SPEC 6), or whose admin access is locked (spent budget
 * of wrong codes, issue 30). For the calls that lead to the second factor.
 */
export async function adminVisit(
  deps: AccountDeps,
  request: FastifyRequest,
): Promise<AdminVisit> {
  const { user, session } = await signedInMember(deps, request)
  if (!deps.adminEmails.has(normalizeEmail(user.email))) throw notAnAdmin()
  // Whatever the session's second factor, a passkey too: the lock is the account's.
  if (await isAdminLocked(deps.db, user.adb2c_id)) throw adminLocked()
  const row = await deps.db
    .selectFrom('sessions')
    .select('second_factor')
    .where('id', '=', session.sessionId)
    .executeTakeFirst()
  return {
    user,
    sessionId: session.sessionId,
    secondFactor: row?.second_factor ?? null,
  }
}

/**
 * Every admin call but those of the second factor: an admin whose session passed it (ASVS 6.3.3,
 * 8.2.1). Checked on the server for each call, whatever the page shows.
 */
export async function requireAdmin(
  deps: AccountDeps,
  request: FastifyRequest,
): Promise<AdminVisit> {
  const visit = await adminVisit(deps, request)
  if (visit.secondFactor === null) {
    throw new ApiProblem(
      403,
      'forbidden',
      'Please confirm it is you with a passkey or the code we mail you first.',
      { session: 'second_factor_required' },
    )
  }
  return visit
}
