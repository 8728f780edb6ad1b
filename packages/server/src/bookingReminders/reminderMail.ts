import { resolveLanguage } from '@resort/core'
import {
  BOOKING_REMINDER_ONE_CLICK_PATH,
  bookingRemindersPageUrl,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
import type { Selectable } from 'kysely'
import type { BookingReminderTable } from '#db/schema'
import { escapeHtml } from '#http/htmlText'
import type { MailMessage } from '../mail/mailer'
import { REMINDER_MAIL_TEXTS } from './reminderMailTexts'

type KeptStay = Selectable<BookingReminderTable>
type KeptUnit = { unitId: string; adults: number; children: number }

/** The booking page on the stay as it was left: its rooms and rate chosen again (SPEC 4). */
function bookingLink(
  base: string,
  stay: KeptStay,
  first: KeptUnit | undefined,
  adults: number,
  children: number,
) {
  const query = new URLSearchParams({
    propertyId: stay.property_id,
    dateFrom: stay.date_from,
    dateTo: stay.date_to,
    adults: String(adults),
    children: String(children),
    ...(first ? { unitId: first.unitId } : {}),
    rateId: stay.rate_id,
  })
  return `${base}${pagePath('booking', resolveLanguage(stay.language))}?${query}`
}

/**
 * The one reminder of a stay (decision 047): where and when, who, the booking page on it, and
 * one click to stop reminders, in the text, the HTML and RFC 8058's header fields.
 */
export function reminderMail(
  stay: KeptStay,
  propertyName: string,
  base: string,
  unsubscribeToken: string,
): MailMessage {
  const language = resolveLanguage(stay.language)
  const texts = REMINDER_MAIL_TEXTS[language]
  const units = JSON.parse(stay.units) as KeptUnit[]
  const adults = units.reduce((sum, unit) => sum + unit.adults, 0)
  const children = units.reduce((sum, unit) => sum + unit.children, 0)
  const finish = bookingLink(base, stay, units[0], adults, children)
  const oneClick = `${base}${BOOKING_REMINDER_ONE_CLICK_PATH}?token=${encodeURIComponent(unsubscribeToken)}`
  const stopPage = `${base}${bookingRemindersPageUrl(language, unsubscribeToken)}`
  const facts: [string, string][] = [
    [texts.property, propertyName],
    [texts.arrival, formatLongDate(stay.date_from, language)],
    [texts.departure, formatLongDate(stay.date_to, language)],
    [texts.adults, String(adults)],
    ...(children > 0
      ? [[texts.children, String(children)] as [string, string]]
      : []),
  ]
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return {
    to: stay.email,
    subject: texts.subject(propertyName),
    purpose: 'booking_reminder',
    text: [
      texts.greeting,
      '',
      texts.intro,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      `${texts.finish}: ${finish}`,
      texts.changed,
      '',
      texts.why,
      `${texts.stop}: ${stopPage}`,
      '',
      texts.closing,
    ].join('\n'),
    html: `<!doctype html><html lang="${language}"><body>${paragraphs([
      texts.greeting,
      texts.intro,
    ])}<dl>${facts
      .map(
        ([label, value]) =>
          `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
      )
      .join('')}</dl><p><a href="${escapeHtml(finish)}">${escapeHtml(
      texts.finish,
    )}</a></p>${paragraphs([texts.changed, texts.why])}<p><a href="${escapeHtml(
      stopPage,
    )}">${escapeHtml(texts.stop)}</a></p>${paragraphs(
      texts.closing.split('\n'),
    )}</body></html>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`,
    },
  }
}
