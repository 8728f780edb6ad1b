import type { ExistingBookingResponse } from '@resort/core/api'
import ICAL from 'ical.js'
import { calendarText, publishedCalendar } from '../calendars/publishedCalendar'
import type { MailAttachment } from '../mail/mailer'
import type { BookingMailProperty } from './bookingMailProperty'
import type { BookingMailTexts } from './mailTexts/bookingMailTexts'

/**
 * The calendar entry's UID: one per booking, the same as the widget's "Add to calendar" file, so
 * a changed booking's mail updates the entry the guest already has.
 */
const calendarUid = (bookingId: string) => `${bookingId}@adria-alpe.example`

/**
 * The stay as an iCalendar file (RFC 5545, METHOD:PUBLISH): one all-day event from check-in to
 * check-out at the property, with the manage link. `sequence` grows with every change of the
 * booking, so calendars replace the entry rather than add a second.
 */
export function bookingCalendar(
  booking: ExistingBookingResponse,
  property: BookingMailProperty,
  {
    texts,
    manageUrl,
    sequence,
  }: {
    texts: BookingMailTexts
    manageUrl: string
    sequence: number
  },
): MailAttachment {
  const name = booking.hotelDetails.name
  // ical.js writes the file (folding, escaping, CRLF); the `ics` package took 0.5 ms of a
  // booking's time validating the event twice (issue 34).
  const calendar = publishedCalendar('Booking mail')
  const event = new ICAL.Component('vevent')
  const set = (property: string, value: ICAL.Time | string | number) =>
    event.updatePropertyWithValue(property, value)
  set('uid', calendarUid(booking.bookingId))
  set('sequence', sequence)
  set('dtstamp', ICAL.Time.fromJSDate(new Date(), true))
  // An all-day event (VALUE=DATE); it ends on the morning of check-out.
  set('dtstart', ICAL.Time.fromDateString(booking.checkIn))
  set('dtend', ICAL.Time.fromDateString(booking.checkOut))
  set('summary', texts.calendarSummary(name, booking.bookingId))
  set('location', `${name}, ${property.address}`)
  set(
    'description',
    [
      `${texts.bookingNumber}: ${booking.bookingId}`,
      `${texts.manage}: ${manageUrl}`,
    ].join('\n'),
  )
  set('url', manageUrl)
  if (property.position) {
    const geo = new ICAL.Property('geo')
    geo.setValue([property.position.latitude, property.position.longitude])
    event.addProperty(geo)
  }
  set('status', 'CONFIRMED')
  set('transp', 'TRANSPARENT')
  calendar.addSubcomponent(event)
  return {
    filename: `${booking.bookingId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarText(calendar),
  }
}
