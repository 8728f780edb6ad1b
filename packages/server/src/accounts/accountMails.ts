import { resolveLanguage, type Language } from '@resort/core'
import type { MailMessage } from '../mail/mailer'
import type { MailPurpose } from '../mail/mailPurpose'
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './accountMailTexts'
import type { UserRow } from './users'

export interface AccountMail {
  kind: AccountMailKind
  /** Where it goes: the member's address, or the new one an e-mail change confirms. */
  to: string
  user: Pick<UserRow, 'first_name' | 'last_name'>
  language: Language | string
  /** The link the mail is for, on a line of its own. */
  link?: string
  /** The address {email} stands for in the text. */
  email?: string
}

// The kinds that carry a link name its purpose; the others are notes without one.
const PURPOSES: Record<AccountMailKind, MailPurpose> = {
  confirm_registration: 'email_confirmation',
  reset_password: 'password_reset',
  confirm_new_email: 'email_change',
  already_registered: 'account_notice',
  new_email_taken: 'account_notice',
  email_changed: 'account_notice',
  password_changed: 'account_notice',
}

/** A member's account mail, in their language. */
export function accountMail({
  kind,
  to,
  user,
  language,
  link,
  email,
}: AccountMail): MailMessage {
  const texts = ACCOUNT_MAIL_TEXTS[resolveLanguage(language)]
  const { subject, body } = texts.mails[kind]
  const lines = [
    texts.greeting(`${user.first_name} ${user.last_name}`),
    '',
    body.replace('{email}', email ?? ''),
    ...(link ? ['', link] : []),
    '',
    texts.closing,
  ]
  return { to, subject, text: lines.join('\n'), purpose: PURPOSES[kind] }
}

/**
 * A mail to a member in their language from a feature's own texts, with the account mails'
 * greeting and closing; `fill` puts the values into the body.
 */
export function memberMail(
  user: UserRow,
  purpose: MailPurpose,
  texts: Readonly<Record<Language, { subject: string; body: string }>>,
  fill: (body: string) => string = (body) => body,
): MailMessage {
  const language = resolveLanguage(user.language)
  const { greeting, closing } = ACCOUNT_MAIL_TEXTS[language]
  const { subject, body } = texts[language]
  return {
    to: user.email,
    subject,
    purpose,
    text: [
      greeting(`${user.first_name} ${user.last_name}`),
      '',
      fill(body),
      '',
      closing,
    ].join('\n'),
  }
}
