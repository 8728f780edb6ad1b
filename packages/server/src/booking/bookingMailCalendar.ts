import type { ExistingBookingResponse } from '@resort/core/api'
import { createEvent, type DateArray } from 'ics'
import type { MailAttachment } from '../mail/mailer'
import type { BookingMailProperty } from './bookingMailProperty'
import type { BookingMailTexts } from './mailTexts/bookingMailTexts'

const dateArray = (isoDate: string): DateArray => {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number)
  return [year, month, day]
}

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
  const { error, value } = createEvent({
    productId: '-//Adria Alpe Resorts//Booking mail//EN',
    method: 'PUBLISH',
    uid: calendarUid(booking.bookingId),
    sequence,
    // Three parts: an all-day event (VALUE=DATE); it ends on the morning of check-out.
    start: dateArray(booking.checkIn),
    end: dateArray(booking.checkOut),
    title: texts.calendarSummary(name, booking.bookingId),
    location: `${name}, ${property.address}`,
    description: [
      `${texts.bookingNumber}: ${booking.bookingId}`,
      `${texts.manage}: ${manageUrl}`,
    ].join('\n'),
    url: manageUrl,
    ...(property.position
      ? {
          geo: {
            lat: property.position.latitude,
            lon: property.position.longitude,
          },
        }
      : {}),
    status: 'CONFIRMED',
    transp: 'TRANSPARENT',
  })
  if (error || !value)
    throw new Error(
      `the calendar file of booking ${booking.bookingId} could not be made: ${error?.message}`,
    )
  return {
    filename: `${booking.bookingId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  }
}
