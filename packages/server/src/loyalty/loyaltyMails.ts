import { resolveLanguage } from '@resort/core'
import { ACCOUNT_MAIL_TEXTS } from '../accounts/accountMailTexts'
import type { MailMessage } from '../mail/mailer'
import { LOYALTY_MAIL_TEXTS, type LoyaltyMailKind } from './loyaltyMailTexts'

export interface LoyaltyMail {
  kind: LoyaltyMailKind
  to: string
  /** The member's full name, for the greeting. */
  greet: string
  language: string
  points: number
  /** The other member's first name (transfers). */
  name?: string
  date?: Date
}

/** A club mail in the member's language, numbers and dates as that language writes them. */
export function loyaltyMail(mail: LoyaltyMail): MailMessage {
  const language = resolveLanguage(mail.language)
  const { greeting, closing } = ACCOUNT_MAIL_TEXTS[language]
  const { subject, body } = LOYALTY_MAIL_TEXTS[language][mail.kind]
  const fill = (text: string) =>
    text
      .replaceAll(
        '{points}',
        new Intl.NumberFormat(language).format(mail.points),
      )
      .replaceAll('{name}', mail.name ?? '')
      .replaceAll(
        '{date}',
        mail.date
          ? new Intl.DateTimeFormat(language, {
              dateStyle: 'long',
              timeZone: 'UTC',
            }).format(mail.date)
          : '',
      )
  return {
    to: mail.to,
    subject: fill(subject),
    purpose: 'loyalty',
    text: [greeting(mail.greet), '', fill(body), '', closing].join('\n'),
  }
}
