import {
  FRESH_SIGN_IN_MS,
  type ChangePasswordRequest,
  type MailRequest,
  type ResetPasswordRequest,
} from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { claimLink, linkInvalid, peekLink } from './accountLinks'
import type { AccountMailDeps } from './accountMailDeps'
import { accountMail } from './accountMails'
import { mailLink } from './linkMails'
import { clearLoginFailures, countLoginAttempt } from './loginThrottle'
import { endSessionsOf } from './memberSessions'
import { passwordProblem } from './passwordPolicy'
import { hashPassword, verifyPassword, verifyWithoutAccount } from './passwords'
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserRow,
} from './users'

/** A new password's problem (common, guessable from the member's words) as a field error. */
function refuseWeak(user: UserRow, password: string, field: string): void {
  const problem = passwordProblem(password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  })
  if (problem) {
    throw new ApiProblem(400, 'missing_params', 'Choose another password.', {
      [field]: problem,
    })
  }
}

/** Tells the member their password changed (ASVS 6.3.7), after the answer. */
function notifyPasswordChanged(deps: AccountMailDeps, user: UserRow): void {
  deps.afterAnswer.run(() =>
    deps.mailer.send(
      accountMail({
        kind: 'password_changed',
        to: user.email,
        user,
        language: user.language,
      }),
    ),
  )
}

/** Mails a member a new reset link (earlier ones stop working); resolves with the outbox id. */
export const mailResetLink = (
  deps: AccountMailDeps,
  user: UserRow,
  language: string,
) =>
  mailLink(deps, {
    purpose: 'reset_password',
    kind: 'reset_password',
    user,
    to: user.email,
    language,
  })

/**
 * Mails a reset link when the address has an account. The answer is the same for every address
 * and the mail is written after it (ASVS 6.3.8).
 */
export function requestPasswordReset(
  deps: AccountMailDeps,
  { email, lang }: MailRequest,
): { next: 'check_email' } {
  deps.afterAnswer.run(async () => {
    const user = await findUserByEmail(deps.db, normalizeEmail(email))
    if (user) await mailResetLink(deps, user, lang)
  })
  return { next: 'check_email' }
}

/**
 * Sets a new password with a reset link: the link is used up, every session of the member ends
 * (ASVS 7.4.2), the address's failed sign-ins are forgotten (a locked-out member's way back), and
 * the address counts as confirmed, since the member has just read mail sent to it.
 */
export async function resetPassword(
  deps: AccountMailDeps,
  { token, password }: ResetPasswordRequest,
): Promise<{ passwordChanged: true }> {
  const opened = await peekLink(deps.db, 'reset_password', token, deps.now())
  const user = await findUserById(deps.db, opened.userId)
  if (!user) throw linkInvalid()
  refuseWeak(user, password, 'password')
  const passwordHash = await hashPassword(password)
  const now = deps.now()
  const at = now.toISOString()
  const changed = await inTransaction(deps.db, async (trx) => {
    const link = await claimLink(trx, 'reset_password', token, now)
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('adb2c_id', '=', link.userId)
      .execute()
    await trx
      .updateTable('users')
      .set({ email_verified_at: at })
      .where('adb2c_id', '=', link.userId)
      .where('email', '=', link.email)
      .where('email_verified_at', 'is', null)
      .execute()
    await endSessionsOf(trx, link.userId, 'password_changed', now)
    return findUserById(trx, link.userId)
  })
  if (changed) {
    await clearLoginFailures(deps.db, changed.email)
    notifyPasswordChanged(deps, changed)
  }
  return { passwordChanged: true }
}

/**
 * Checks a signed-in member's password again before a change to the account (ASVS 6.2.3,
 * 7.5.1). Counted like a sign-in, so this is no way round the hourly limit; a wrong one is a
 * field error, not a 401, since the member is still signed in.
 */
export async function confirmPassword(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  await countLoginAttempt(deps.db, user.email, deps.now())
  const matches = user.password_hash
    ? await verifyPassword(user.password_hash, password)
    : await verifyWithoutAccount(password)
  if (!matches) {
    throw new ApiProblem(400, 'missing_params', 'The password is not right.', {
      [field]: user.password_hash ? 'password_wrong' : 'password_not_set',
    })
  }
  await clearLoginFailures(deps.db, user.email)
}

/**
 * Asks a signed-in member to prove who they are again before ending sessions (ASVS 7.5.2): a
 * sign-in of the last five minutes counts, else the password.
 */
export async function reauthenticate(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  user: UserRow,
  signedInAt: Date,
  password: string | undefined,
): Promise<void> {
  if (deps.now().getTime() - signedInAt.getTime() < FRESH_SIGN_IN_MS) return
  if (password === undefined || password === '') {
    throw new ApiProblem(
      400,
      'missing_params',
      'Please type your password again to continue.',
      { password: 'reauthentication_required' },
    )
  }
  await confirmPassword(deps, user, password, 'password')
}

/** A signed-in member changes the password; every other session ends (ASVS 6.2.2, 7.4.2). */
export async function changePassword(
  deps: AccountMailDeps,
  user: UserRow,
  sessionId: string,
  { currentPassword, newPassword }: ChangePasswordRequest,
): Promise<{ passwordChanged: true }> {
  await confirmPassword(deps, user, currentPassword, 'currentPassword')
  refuseWeak(user, newPassword, 'newPassword')
  const passwordHash = await hashPassword(newPassword)
  const now = deps.now()
  await inTransaction(deps.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('adb2c_id', '=', user.adb2c_id)
      .execute()
    await endSessionsOf(trx, user.adb2c_id, 'password_changed', now, {
      except: sessionId,
    })
  })
  notifyPasswordChanged(deps, user)
  return { passwordChanged: true }
}
