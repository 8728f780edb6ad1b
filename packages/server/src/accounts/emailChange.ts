import { resolveLanguage } from '@resort/core'
import type { EmailChangeRequest } from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { claimLink, peekLink } from './accountLinks'
import type { AccountMailDeps } from './accountMailDeps'
import { accountMail } from './accountMails'
import { mailLink } from './linkMails'
import { confirmPassword } from './passwordReset'
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserRow,
} from './users'

/**
 * A signed-in member asks to move the account to a new address, confirming the password
 * (ASVS 6.2.3). The new address gets a link to confirm it; if it already has an account, it gets
 * a note instead and the answer is the same, so this tells nothing about other accounts.
 */
export async function requestEmailChange(
  deps: AccountMailDeps,
  user: UserRow,
  { newEmail, password, lang }: EmailChangeRequest,
): Promise<{ next: 'check_email' }> {
  await confirmPassword(deps, user, password, 'password')
  const address = normalizeEmail(newEmail)
  if (address === user.email) {
    throw new ApiProblem(
      400,
      'missing_params',
      'This is already the address of your account.',
      { newEmail: 'email_unchanged' },
    )
  }
  const language = resolveLanguage(lang)
  deps.afterAnswer.run(async () => {
    const owner = await findUserByEmail(deps.db, address)
    if (owner) {
      await deps.mailer.send(
        accountMail({
          kind: 'new_email_taken',
          to: address,
          user: owner,
          language,
        }),
      )
      return
    }
    await mailLink(deps, {
      purpose: 'change_email',
      kind: 'confirm_new_email',
      user,
      to: address,
      language,
    })
  })
  return { next: 'check_email' }
}

/** The new address a change link would confirm, without using the link. */
export async function emailChangeOf(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  token: string,
): Promise<{ email: string }> {
  const { email } = await peekLink(deps.db, 'change_email', token, deps.now())
  return { email }
}

/**
 * Moves the account to the address the link was mailed to, which is thereby confirmed; the old
 * address is told (ASVS 6.3.7). Refused when the address has found an owner since.
 */
export async function confirmEmailChange(
  deps: AccountMailDeps,
  token: string,
): Promise<{ email: string }> {
  const now = deps.now()
  const at = now.toISOString()
  const { before, after } = await inTransaction(deps.db, async (trx) => {
    const link = await claimLink(trx, 'change_email', token, now)
    const user = await findUserById(trx, link.userId)
    const taken = await findUserByEmail(trx, link.email)
    if (!user || taken) {
      throw new ApiProblem(
        409,
        'conflict',
        'This address now belongs to another account; your address was not changed.',
      )
    }
    await trx
      .updateTable('users')
      .set({ email: link.email, email_verified_at: at, updated_at: at })
      .where('adb2c_id', '=', user.adb2c_id)
      .execute()
    return { before: user, after: link.email }
  })
  deps.afterAnswer.run(() =>
    deps.mailer.send(
      accountMail({
        kind: 'email_changed',
        to: before.email,
        user: before,
        language: before.language,
        email: after,
      }),
    ),
  )
  return { email: after }
}
