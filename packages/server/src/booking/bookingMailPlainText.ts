import type { BookingMailContent, MailLine } from './bookingMailContent'

const line = ({ label, value }: MailLine) => `${label}: ${value}`

// A section's title underlined, as plain-text mails set headings apart.
const section = (title: string, body: string[]) => [
  '',
  title,
  '-'.repeat(title.length),
  ...body,
]

/** A booking mail's plain-text part: all the HTML part says, for clients that show no HTML. */
export function bookingMailPlainText(content: BookingMailContent): string {
  const { property } = content
  return [
    content.greeting,
    '',
    content.paragraphs.join('\n\n'),
    '',
    content.heading,
    ...content.stay.map(line),
    ...section(
      content.unitsTitle,
      content.units.flatMap((unit) => [
        `${unit.name} – ${unit.guests}`,
        ...unit.lines.map((entry) => `  ${line(entry)}`),
      ]),
    ),
    ...section(content.price.title, content.price.lines.map(line)),
    ...(content.cancellation
      ? section(
          content.cancellation.title,
          content.cancellation.notes.map((note, index) =>
            index === 0 ? note : `- ${note}`,
          ),
        )
      : []),
    ...section(property.title, [
      property.name,
      ...property.lines.map(line),
      ...(property.map
        ? [line({ ...property.map, value: property.map.url })]
        : []),
      ...property.notes,
    ]),
    ...(content.manage
      ? ['', `${content.manage.label}:`, content.manage.url]
      : []),
    '',
    ...content.closing,
  ].join('\n')
}
