import { describe, expect, it } from 'vitest'
import { bookingCalendar, escapeIcsText, foldIcsLine } from './bookingCalendar'

const octets = (line: string) => new TextEncoder().encode(line).length

const event = {
  bookingId: 'AAR-7K2M9Q',
  checkIn: '2027-06-12',
  checkOut: '2027-06-15',
  summary: 'Stay at Hotel Cissa',
  location: 'Rovinj',
  description:
    'Booking number: AAR-7K2M9Q\nView, change or cancel your booking: https://adria-alpe.example/en/booking/modify?token=abc',
  now: new Date('2026-11-21T14:05:09.123Z'),
}

/** Joins folded lines back (RFC 5545 3.1: a CRLF followed by one space is removed). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '')

describe('booking calendar', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('leaves a line of 75 octets or fewer as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`
    expect(octets(line)).toBe(75)
    expect(foldIcsLine(line)).toBe(line)
  })

  it('folds a long line at 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`
    const folded = foldIcsLine(line).split('\r\n')
    expect(folded.length).toBe(3)
    expect(octets(folded[0]!)).toBe(75)
    expect(octets(folded[1]!)).toBe(75)
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(unfold(folded.join('\r\n'))).toBe(line)
  })

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'Čćžšđ€'.repeat(20)}`
    const folded = foldIcsLine(line).split('\r\n')
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
    }
    expect(octets(folded[0]!)).toBeGreaterThan(72)
    expect(unfold(folded.join('\r\n'))).toBe(line)
  })

  it('never splits an escape sequence across a fold', () => {
    const line = `SUMMARY:${'x'.repeat(66)}\\,y`
    const folded = foldIcsLine(line).split('\r\n')
    expect(folded).toEqual([`SUMMARY:${'x'.repeat(66)}`, ' \\,y'])
  })

  it('is one VEVENT in a VCALENDAR with CRLF line endings only', () => {
    const ics = bookingCalendar(event)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain('\r\nPRODID:')
  })

  it('is an all-day event from check-in to check-out', () => {
    const lines = unfold(bookingCalendar(event)).split('\r\n')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270612')
    expect(lines).toContain('DTEND;VALUE=DATE:20270615')
    expect(lines).toContain('DTSTAMP:20261121T140509Z')
    expect(lines).toContain('UID:AAR-7K2M9Q@adria-alpe.example')
  })

  it('carries the summary, the city and a description with the booking number and manage link', () => {
    const lines = unfold(
      bookingCalendar({ ...event, summary: 'Stay at Vila Lipa, Bled; 4*' }),
    ).split('\r\n')
    expect(lines).toContain('SUMMARY:Stay at Vila Lipa\\, Bled\\; 4*')
    expect(lines).toContain('LOCATION:Rovinj')
    expect(lines).toContain(
      'DESCRIPTION:Booking number: AAR-7K2M9Q\\nView\\, change or cancel your booking: https://adria-alpe.example/en/booking/modify?token=abc',
    )
  })

  it('keeps every line of the file within 75 octets', () => {
    const ics = bookingCalendar(event)
    const lines = ics.split('\r\n').filter(Boolean)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
  })
})
