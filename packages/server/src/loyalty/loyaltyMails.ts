import { resolveLanguage } from '@resort/core'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ACCOUNT_MAIL_TEXTS } from '../accounts/accountMailTexts'
import type { AfterAnswer } from '../accounts/afterAnswer'
import { findUserById, type UserRow } from '../accounts/users'
import type { Mailer, MailMessage } from '../mail/mailer'
import { LOYALTY_MAIL_TEXTS, type LoyaltyMailKind } from './loyaltyMailTexts'
import type { Transfer } from './transfers'

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
function loyaltyMail(mail: LoyaltyMail): MailMessage {
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

type Member = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'language'>

/** A club mail to the member, greeted by their full name in their language. */
export const memberLoyaltyMail = (
  member: Member,
  mail: Omit<LoyaltyMail, 'to' | 'greet' | 'language'>,
): MailMessage =>
  loyaltyMail({
    ...mail,
    to: member.email,
    greet: `${member.first_name} ${member.last_name}`,
    language: member.language,
  })

/**
 * Tells both members of a transfer, each in their language, once the answer is on its way: the
 * sender what was sent to whom, the recipient (unless gone meanwhile) what came from whom.
 */
export function mailTransfer(
  deps: { db: Kysely<Database>; mailer: Mailer; afterAnswer: AfterAnswer },
  sender: Member,
  transfer: Transfer,
): void {
  deps.afterAnswer.run(async () => {
    const recipient = await findUserById(deps.db, transfer.recipient.userId)
    await deps.mailer.send(
      memberLoyaltyMail(sender, {
        kind: 'points_sent',
        points: transfer.points,
        name: transfer.recipient.firstName,
      }),
    )
    if (recipient)
      await deps.mailer.send(
        memberLoyaltyMail(recipient, {
          kind: 'points_received',
          points: transfer.points,
          name: sender.first_name,
        }),
      )
  })
}
