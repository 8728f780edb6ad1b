import { resolveLanguage, type Language } from '@resort/core'
import {
  listUnsubscribeUrl,
  NEWSLETTER_CONFIRM_LIFETIME_MS,
  newsletterConfirmUrl,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from '@resort/core/api'
import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import type { MailMessage } from '../mail/mailer'
import type { MailPurpose } from '../mail/mailPurpose'
import { NEWSLETTER_MAIL_TEXTS } from './newsletterMailTexts'

type NewsletterPurpose = Extract<
  MailPurpose,
  'newsletter_activation' | 'newsletter_notice'
>

export interface NewsletterRecipient {
  to: string
  language: string
  /** The subscription's List-Unsubscribe token. */
  unsubscribeToken: string
}

/**
 * A mail of the newsletter's list: its lines, then the unsubscribe link, and the List-Unsubscribe
 * and List-Unsubscribe-Post header fields (RFC 8058: one click, no sign-in). Every newsletter
 * mail, the confirmation included, is built here.
 */
function newsletterMail(
  baseUrl: string,
  { to, language, unsubscribeToken }: NewsletterRecipient,
  {
    subject,
    purpose,
  }: Pick<MailMessage, 'subject'> & { purpose: NewsletterPurpose },
  lines: readonly string[],
): MailMessage {
  const texts = NEWSLETTER_MAIL_TEXTS[resolveLanguage(language)]
  const unsubscribe = listUnsubscribeUrl(baseUrl, unsubscribeToken)
  return {
    to,
    subject,
    purpose,
    text: [
      texts.greeting,
      '',
      ...lines,
      '',
      texts.unsubscribe,
      unsubscribe,
      '',
      texts.closing,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`,
    },
  }
}

/** The double opt-in mail: the confirmation link, and the consent text it confirms, quoted. */
export function confirmationMail(
  baseUrl: string,
  recipient: NewsletterRecipient,
  confirmToken: string,
): MailMessage {
  const language: Language = resolveLanguage(recipient.language)
  const { confirm } = NEWSLETTER_MAIL_TEXTS[language]
  const days = String(NEWSLETTER_CONFIRM_LIFETIME_MS / 86_400_000)
  return newsletterMail(
    baseUrl,
    recipient,
    { subject: confirm.subject, purpose: 'newsletter_activation' },
    [
      confirm.body.replace('{days}', days),
      '',
      newsletterConfirmUrl(baseUrl, language, confirmToken),
      '',
      confirm.consent,
      `“${NEWSLETTER_CONSENT.texts[language]}”`,
      '',
      confirm.ignore,
    ],
  )
}

/** The note to an address that already receives the newsletter: nothing changed. */
export function alreadySubscribedMail(
  baseUrl: string,
  recipient: NewsletterRecipient,
): MailMessage {
  const { alreadySubscribed } =
    NEWSLETTER_MAIL_TEXTS[resolveLanguage(recipient.language)]
  return newsletterMail(
    baseUrl,
    recipient,
    { subject: alreadySubscribed.subject, purpose: 'newsletter_notice' },
    [alreadySubscribed.body],
  )
}
