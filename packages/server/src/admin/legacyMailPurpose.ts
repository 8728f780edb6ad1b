import {
  ACCOUNT_LINK_PAGES,
  ADMIN_CODE_RULES,
  NEWSLETTER_PAGES,
} from '@resort/core/api'
import type { MailPurpose } from '../mail/mailPurpose'

const pageLink = (page: string) => `/${page}#token=`

// The credential-carrying mails, recognized by the links their builders wrote.
const LINKED: readonly [marker: string, purpose: MailPurpose][] = [
  [pageLink(ACCOUNT_LINK_PAGES.reset_password), 'password_reset'],
  [pageLink(ACCOUNT_LINK_PAGES.confirm_email), 'email_confirmation'],
  [pageLink(ACCOUNT_LINK_PAGES.change_email), 'email_change'],
  [pageLink(NEWSLETTER_PAGES.confirm), 'newsletter_activation'],
]
const CODE_IN_SUBJECT = new RegExp(`\\b\\d{${ADMIN_CODE_RULES.digits}}\\b`)

/**
 * What a mail stored before 0021_mail_purpose was for, as far as its credential goes: its links
 * tell, and an admin code stood in the subject then. Null when it carries no known credential.
 */
export function legacyMailPurpose(mail: {
  subject: string
  /** Left out where only the subject was read (the outbox's list). */
  text?: string | undefined
}): MailPurpose | null {
  const linked = LINKED.find(([marker]) => mail.text?.includes(marker))
  if (linked) return linked[1]
  if (CODE_IN_SUBJECT.test(mail.subject)) return 'admin_code'
  return null
}
