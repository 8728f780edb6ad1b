import { formatLongDate, formatPrice } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
import type { Selectable } from 'kysely'
import type { GiftVoucherTable } from '#db/schema'
import { escapeHtml } from '#http/htmlText'
import type { MailMessage } from '../mail/mailer'
import { GIFT_VOUCHER_MAIL_TEXTS } from './giftVoucherMailTexts'

type Voucher = Selectable<GiftVoucherTable>

/** The voucher itself, as text lines and as a card to print (the mail's HTML part). */
function voucherCard(voucher: Voucher, site: string) {
  const texts = GIFT_VOUCHER_MAIL_TEXTS[voucher.language]
  const facts: [string, string][] = [
    [texts.forName, voucher.recipient_name],
    [
      texts.value,
      formatPrice(voucher.amount, voucher.currency, voucher.language),
    ],
    [texts.code, voucher.code!],
    [texts.validUntil, formatLongDate(voucher.valid_until, voucher.language)],
  ]
  const lines = [
    texts.heading.toUpperCase(),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(voucher.message ? ['', `“${voucher.message}”`] : []),
    '',
    texts.howTo(site),
    texts.balance(`${site}${pagePath('giftVouchers', voucher.language)}`),
  ]
  const html = `<div style="max-width:32rem;margin:1rem auto;padding:1.5rem;border:2px solid #0b5d66;border-radius:12px;font-family:Georgia,serif;color:#1b2a2f">
<h1 style="margin:0 0 1rem;font-size:1.6rem;color:#0b5d66">${escapeHtml(texts.heading)}</h1>
<dl style="margin:0">${facts
    .map(
      ([label, value], index) =>
        `<dt style="font-size:.85rem;color:#4a5a5f">${escapeHtml(label)}</dt><dd style="margin:0 0 .75rem;${index === 2 ? 'font-family:monospace;font-size:1.6rem;letter-spacing:.1em' : 'font-size:1.1rem'}">${escapeHtml(value)}</dd>`,
    )
    .join('')}</dl>
${voucher.message ? `<p style="font-style:italic">“${escapeHtml(voucher.message)}”</p>` : ''}
<p style="font-size:.9rem">${escapeHtml(texts.howTo(site))}</p>
</div>`
  return { lines, html }
}

/**
 * The mails a voucher just bought sends (decision 045): to its recipient, with a receipt to the
 * buyer; without a recipient's address, to the buyer to print and give. The code is in the
 * voucher's mail only; the outbox hides it from staff (purpose gift_voucher).
 */
export function giftVoucherMails(
  voucher: Voucher,
  site: string,
): MailMessage[] {
  const texts = GIFT_VOUCHER_MAIL_TEXTS[voucher.language]
  const card = voucherCard(voucher, site)
  const html = (intro: string[]) =>
    `<!doctype html><html lang="${voucher.language}"><body>${intro
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}${card.html}</body></html>`
  const mail = (to: string, subject: string, intro: string[]): MailMessage => ({
    to,
    subject,
    text: [...intro, '', ...card.lines, '', texts.closing].join('\n'),
    html: html(intro),
    purpose: 'gift_voucher',
  })
  if (!voucher.recipient_email)
    return [
      mail(voucher.buyer_email, texts.subjectReceipt(voucher.recipient_name), [
        texts.greeting(voucher.buyer_name),
        texts.printIt,
      ]),
    ]
  const receipt: MailMessage = {
    to: voucher.buyer_email,
    subject: texts.subjectReceipt(voucher.recipient_name),
    text: [
      texts.greeting(voucher.buyer_name),
      '',
      texts.receipt(voucher.recipient_name, voucher.recipient_email),
      `${texts.value}: ${formatPrice(voucher.amount, voucher.currency, voucher.language)}`,
      '',
      texts.closing,
    ].join('\n'),
    purpose: 'gift_voucher',
  }
  return [
    mail(voucher.recipient_email, texts.subjectGift(voucher.buyer_name), [
      texts.greeting(voucher.recipient_name),
      texts.gift(voucher.buyer_name),
    ]),
    receipt,
  ]
}
