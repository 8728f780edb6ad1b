import type { FastifyRequest } from 'fastify'
import type { CallerOf, ResolveCaller } from '#http/access'
import type { AccountDeps } from './accountDeps'
import { requireRecentSignIn } from './recentSignIn'
import { signedInMember } from './signedInMember'

/** How the admin area resolves its callers: handed in by buildApp, as admin builds on accounts. */
export interface StaffCallers {
  /** An admin before the second factor (admin/adminAccess.ts). */
  adminVisit: ResolveStaff
  /** An admin whose session passed it. */
  requireAdmin: ResolveStaff
}

type ResolveStaff = (
  deps: AccountDeps,
  request: FastifyRequest,
) => Promise<CallerOf<'admin'>>

/** The one place that turns an endpoint row's access into a caller, or a 401 or 403 (ASVS 8.3.1). */
export function createCallerResolver(
  deps: AccountDeps,
  staff: StaffCallers,
): ResolveCaller {
  return async (access, request) => {
    switch (access) {
      case 'member':
        return signedInMember(deps, request)
      case 'recentMember': {
        const caller = await signedInMember(deps, request)
        await requireRecentSignIn(deps.db, caller.session.sessionId, deps.now())
        return caller
      }
      case 'admin':
        return staff.adminVisit(deps, request)
      case 'adminSecondFactor':
        return staff.requireAdmin(deps, request)
    }
  }
}
