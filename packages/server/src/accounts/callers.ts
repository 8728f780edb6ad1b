import type { ResolveCaller } from '#http/access'
import { adminVisit, requireAdmin } from '../admin/adminAccess'
import type { AccountDeps } from './accountDeps'
import { requireRecentSignIn } from './recentSignIn'
import { signedInMember } from './signedInMember'

/** The one place that turns an endpoint row's access into a caller, or a 401 or 403 (ASVS 8.3.1). */
export function createCallerResolver(deps: AccountDeps): ResolveCaller {
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
        return adminVisit(deps, request)
      case 'adminSecondFactor':
        return requireAdmin(deps, request)
    }
  }
}
