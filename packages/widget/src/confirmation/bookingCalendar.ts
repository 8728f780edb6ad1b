/** What the calendar event of a booking says; texts come translated from the caller. */
export interface BookingCalendarEvent {
  bookingId: string
  /** yyyy-MM-dd */
  checkIn: string
  /** yyyy-MM-dd; all-day events end on the day after their last day, which is check-out. */
  checkOut: string
  summary: string
  location: string
  description: string
  /** When the file is made (DTSTAMP). */
  now?: Date
}

const CRLF = '\r\n'
const MAX_OCTETS = 75
const encoder = new TextEncoder()

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1), each continuation
 * starting with one space; never splits a UTF-8 character or an escape like "\,".
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  // Code points, so a character outside the BMP stays whole.
  const units = line.match(/\\.|[\s\S]/gu) ?? []
  for (const unit of units) {
    const size = encoder.encode(unit).length
    if (octets + size > MAX_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += unit
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

const icsDate = (isoDate: string) => isoDate.replace(/-/g, '')

// 2026-11-21T14:05:09.123Z -> 20261121T140509Z
const icsTimestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The booking as an iCalendar file (RFC 5545): one all-day VEVENT from check-in to check-out. */
export function bookingCalendar(event: BookingCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Adria Alpe Resorts//Booking widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.bookingId}@adria-alpe.example`,
    `DTSTAMP:${icsTimestamp(event.now ?? new Date())}`,
    `DTSTART;VALUE=DATE:${icsDate(event.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(event.checkOut)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
