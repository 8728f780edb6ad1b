import type { LoginRequest } from '@resort/core/api'
import { ApiProblem } from '#http/errors'
import { clearLoginFailures, countLoginAttempt } from './loginThrottle'
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  verifyWithoutAccount,
} from './passwords'
import { startSession, type IssuedSession, type SessionDeps } from './sessions'
import {
  findUserByEmail,
  normalizeEmail,
  updatePasswordHash,
  type UserRow,
} from './users'

/** One answer for an unknown address and a wrong password (ASVS 6.3.8). */
const wrongCredentials = () =>
  new ApiProblem(
    401,
    'unauthorized',
    'The e-mail address or the password is not right.',
  )

/**
 * Signs a member in with e-mail and password: counted against the address's hourly limit,
 * verified against the stored hash or, for an unknown address, a dummy one, so that both take
 * as long; an unconfirmed address is told only once the password is right.
 */
export async function signIn(
  deps: SessionDeps,
  { email, password }: LoginRequest,
  userAgent: string | undefined,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const address = normalizeEmail(email)
  await countLoginAttempt(deps.db, address, deps.now())
  const user = await findUserByEmail(deps.db, address)
  const stored = user?.password_hash
  const matches = stored
    ? await verifyPassword(stored, password)
    : await verifyWithoutAccount(password)
  if (!user || !stored || !matches) throw wrongCredentials()
  await clearLoginFailures(deps.db, address)
  if (user.email_verified_at === null) {
    throw new ApiProblem(
      401,
      'unauthorized',
      'Please confirm your e-mail address first: follow the link in the mail we sent.',
      { email: 'email_not_verified' },
    )
  }
  // Parameters raised since the member chose the password: hash it again while we have it.
  if (needsRehash(stored)) {
    await updatePasswordHash(
      deps.db,
      user.adb2c_id,
      await hashPassword(password),
      deps.now(),
    )
  }
  return {
    user,
    session: await startSession(deps, user.adb2c_id, userAgent, 'password'),
  }
}
