import { escapeHtml as e, inlineJson } from '#http/htmlText'
import type { BookingMailContent, MailLine } from './bookingMailContent'

// A mail's HTML is read by clients that drop <style> and external files: a table layout with
// inline styles, one brand colour (the site's primary), system fonts, no images.
const BRAND = '#0b5563'
const TEXT = '#27261f'
const MUTED = '#4f4c40'
const RULE = '#d9d6cc'
const FONT = 'Arial, Helvetica, sans-serif'

const heading = (title: string) =>
  `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${BRAND};">${e(title)}</h2>`

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 12px;${style}">${e(text)}</p>`

/** Label and value side by side; the `strong` line (a total) in bold. */
const rows = (lines: MailLine[], strong?: MailLine) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${lines
    .map(
      (line) =>
        `<tr><td style="padding:6px 8px 6px 0;border-top:1px solid ${RULE};color:${MUTED};vertical-align:top;">${e(line.label)}</td><td align="right" style="padding:6px 0;border-top:1px solid ${RULE};vertical-align:top;${line === strong ? 'font-weight:bold;' : ''}">${e(line.value)}</td></tr>`,
    )
    .join('')}</table>`

const button = (label: string, url: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0 8px;"><tr><td style="background:${BRAND};border-radius:4px;"><a href="${e(url)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none;">${e(label)}</a></td></tr></table>`

function unitsHtml(content: BookingMailContent): string {
  return content.units
    .map((unit) => {
      return `<p style="margin:16px 0 4px;font-weight:bold;">${e(unit.name)}</p>${paragraph(unit.guests, `color:${MUTED};`)}${rows(unit.lines, unit.lines.at(-1))}`
    })
    .join('')
}

function termsHtml(content: BookingMailContent): string {
  const terms = content.cancellation
  if (!terms) return ''
  const [summary = '', ...policy] = terms.notes
  return `${heading(terms.title)}${paragraph(summary)}${
    policy.length > 0
      ? `<ul style="margin:0 0 12px;padding-left:20px;">${policy.map((item) => `<li style="margin:0 0 4px;">${e(item)}</li>`).join('')}</ul>`
      : ''
  }`
}

function propertyHtml(content: BookingMailContent): string {
  const { property } = content
  const map = property.map
  return `${heading(property.title)}${paragraph(property.name, 'font-weight:bold;')}${rows(property.lines)}${
    map
      ? `<p style="margin:12px 0;"><a href="${e(map.url)}" style="color:${BRAND};">${e(map.link)}</a></p>`
      : ''
  }${property.notes.map((note) => paragraph(note, `color:${MUTED};`)).join('')}`
}

/**
 * A booking mail's HTML part (issue 33), every value escaped; `structuredData` goes into a
 * JSON-LD script for mail clients that show reservations (schema.org LodgingReservation).
 */
export function bookingMailHtml(
  content: BookingMailContent,
  structuredData: unknown,
): string {
  const body = [
    paragraph(content.greeting),
    ...content.paragraphs.map((text) => paragraph(text)),
    `<p style="margin:16px 0 8px;font-size:20px;line-height:1.3;font-weight:bold;">${e(content.heading)}</p>`,
    rows(content.stay),
    heading(content.unitsTitle),
    unitsHtml(content),
    heading(content.price.title),
    rows(content.price.lines, content.price.lines[0]),
    termsHtml(content),
    propertyHtml(content),
    content.manage ? button(content.manage.label, content.manage.url) : '',
    `<p style="margin:24px 0 0;">${content.closing.map(e).join('<br>')}</p>`,
  ].join('\n')
  return `<!DOCTYPE html>
<html lang="${e(content.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.subject)}</title>
<script type="application/ld+json">${inlineJson(structuredData)}</script>
</head>
<body style="margin:0;padding:0;background:#f3f2ee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f2ee;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">Adria Alpe Resorts</td></tr>
<tr><td style="padding:24px;">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
