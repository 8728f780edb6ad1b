import type { MemberCaller } from '#http/access'
import type { AccountMailDeps } from '../accounts/accountMailDeps'
import { confirmPassword } from '../accounts/passwordReset'
import { requireRecentSignIn } from '../accounts/recentSignIn'

/**
 * What cannot be undone needs the member themself, not a session left open (ASVS 7.5.1): a
 * sign-in within ten minutes, or the password typed again.
 */
export async function confirmErasure(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  { user, session }: MemberCaller,
  password: string | undefined,
): Promise<void> {
  if (password) await confirmPassword(deps, user, password, 'password')
  else await requireRecentSignIn(deps.db, session.sessionId, deps.now())
}
