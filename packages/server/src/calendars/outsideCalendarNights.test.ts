import { describe, expect, it } from 'vitest'
import { OutsideCalendarProblem } from './outsideCalendarFetch'
import { outsideCalendarNights } from './outsideCalendarNights'

/** A calendar as the sites a villa is listed on publish it, with these events' lines. */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example listing site//EN',
    ...events.flatMap((lines, index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@example.com`,
      'DTSTAMP:20270101T000000Z',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')

const FROM = '2027-03-01'
const UNTIL = '2027-04-01'

describe('outsideCalendarNights (issue 35: an outside calendar’s events close nights)', () => {
  it('takes an all-day event’s nights up to, not including, its DTEND', () => {
    const text = calendar([
      'DTSTART;VALUE=DATE:20270305',
      'DTEND;VALUE=DATE:20270308',
      'SUMMARY:Reserved',
    ])
    expect(outsideCalendarNights(text, FROM, UNTIL)).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ])
  })

  it('takes one night for an all-day event without an end, and the nights of the days a timed stay spans', () => {
    const text = calendar(
      ['DTSTART;VALUE=DATE:20270310'],
      ['DTSTART:20270312T150000Z', 'DTEND:20270314T100000Z'],
      // Within one day: the night of that day is still taken (a blocked day).
      ['DTSTART:20270320T090000Z', 'DTEND:20270320T120000Z'],
    )
    expect(outsideCalendarNights(text, FROM, UNTIL)).toEqual([
      '2027-03-10',
      '2027-03-12',
      '2027-03-13',
      '2027-03-20',
    ])
  })

  it('leaves out cancelled and free (TRANSPARENT) events, and merges overlapping ones', () => {
    const text = calendar(
      [
        'DTSTART;VALUE=DATE:20270302',
        'DTEND;VALUE=DATE:20270304',
        'STATUS:CANCELLED',
      ],
      [
        'DTSTART;VALUE=DATE:20270305',
        'DTEND;VALUE=DATE:20270307',
        'TRANSP:TRANSPARENT',
      ],
      ['DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312'],
      ['DTSTART;VALUE=DATE:20270311', 'DTEND;VALUE=DATE:20270313'],
    )
    expect(outsideCalendarNights(text, FROM, UNTIL)).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ])
  })

  it('keeps to the window: nights before today and past the feed’s horizon are not taken', () => {
    const text = calendar(
      ['DTSTART;VALUE=DATE:20270225', 'DTEND;VALUE=DATE:20270303'],
      ['DTSTART;VALUE=DATE:20270330', 'DTEND;VALUE=DATE:20270410'],
    )
    expect(outsideCalendarNights(text, FROM, UNTIL)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-30',
      '2027-03-31',
    ])
  })

  it('takes each occurrence of a repeating event', () => {
    const text = calendar([
      'DTSTART;VALUE=DATE:20270301',
      'DTEND;VALUE=DATE:20270302',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ])
    expect(outsideCalendarNights(text, FROM, UNTIL)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
    ])
  })

  it('refuses what is not an iCalendar file with a reason staff read in their language', () => {
    for (const text of [
      '<html>Sign in</html>',
      'BEGIN:VCARD\r\nEND:VCARD\r\n',
      'nonsense',
    ])
      expect(() => outsideCalendarNights(text, FROM, UNTIL)).toThrow(
        new OutsideCalendarProblem('not_calendar'),
      )
  })
})
