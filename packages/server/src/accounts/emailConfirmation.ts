import type { MailRequest } from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { claimLink } from './accountLinks'
import type { AccountMailDeps } from './accountMailDeps'
import { accountMail } from './accountMails'
import { mailLink } from './linkMails'
import type { OnRegistered } from './registration'
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserRow,
} from './users'

/**
 * Mails a new confirmation link (earlier ones stop working) to a member whose address is not
 * confirmed yet; resolves with the outbox id.
 */
export const mailConfirmationLink = (
  deps: AccountMailDeps,
  user: UserRow,
  language: string,
) =>
  mailLink(deps, {
    purpose: 'confirm_email',
    kind: 'confirm_registration',
    user,
    to: user.email,
    language,
  })

/**
 * The registration mails: a confirmation link for a new account (or one still unconfirmed), and
 * for a confirmed one a note to its owner that someone tried to register it again.
 */
export const registrationMails =
  (deps: AccountMailDeps): OnRegistered =>
  async ({ user, language }) => {
    if (user.email_verified_at === null) {
      await mailConfirmationLink(deps, user, language)
      return
    }
    await deps.mailer.send(
      accountMail({
        kind: 'already_registered',
        to: user.email,
        user,
        language,
      }),
    )
  }

/**
 * Mails a new confirmation link when the address has an unconfirmed account; the answer is the
 * same for every address, and the mail is written after it (ASVS 6.3.8).
 */
export function resendConfirmation(
  deps: AccountMailDeps,
  { email, lang }: MailRequest,
): { next: 'check_email' } {
  deps.afterAnswer.run(async () => {
    const user = await findUserByEmail(deps.db, normalizeEmail(email))
    if (user && user.email_verified_at === null)
      await mailConfirmationLink(deps, user, lang)
  })
  return { next: 'check_email' }
}

/** Confirms the address a confirmation link was mailed to; the link works once. */
export async function confirmEmail(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  token: string,
): Promise<{ email: string }> {
  const now = deps.now()
  return inTransaction(deps.db, async (trx) => {
    const link = await claimLink(trx, 'confirm_email', token, now)
    // A link mailed to an address the member has since left confirms nothing.
    await trx
      .updateTable('users')
      .set({
        email_verified_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('adb2c_id', '=', link.userId)
      .where('email', '=', link.email)
      .where('email_verified_at', 'is', null)
      .execute()
    const user = await findUserById(trx, link.userId)
    return { email: user?.email ?? link.email }
  })
}
