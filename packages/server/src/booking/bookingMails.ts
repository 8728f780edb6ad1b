import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { CatalogCache } from '../catalog/catalogSnapshot'
import type { MailMessage } from '../mail/mailer'
import { bookingCalendar } from './bookingMailCalendar'
import { bookingMailContent, manageUrl } from './bookingMailContent'
import { bookingMailHtml } from './bookingMailHtml'
import { bookingMailPlainText } from './bookingMailPlainText'
import {
  bookingMailProperty,
  type BookingMailProperty,
} from './bookingMailProperty'
import { lodgingReservation } from './bookingMailReservation'
import {
  bookingMailTexts,
  type BookingEvent,
} from './mailTexts/bookingMailTexts'

export type { BookingEvent }

/** The mails' greeting of the reservation holder, in the booking's language. */
export const bookingGreeting = (language: Language, name: string) =>
  bookingMailTexts(language).greeting(name)

/** What a booking mail needs besides the booking as the guest reads it. */
interface BookingMailFacts {
  property: BookingMailProperty
  publicBaseUrl: string
  /** How often the booking was changed since it was made: the calendar entry's SEQUENCE. */
  sequence: number
  /** Given when staff changed or cancelled the booking for the guest: the mail says so and why. */
  staffReason?: string | undefined
}

/**
 * The guest's mail about a booking event (issue 33), in the booking's language: a plain-text and
 * an HTML part with the same content, the HTML with schema.org's LodgingReservation, and for a
 * confirmed or changed booking the stay as a calendar file.
 */
function bookingMail(
  event: BookingEvent,
  booking: ExistingBookingResponse,
  language: Language,
  facts: BookingMailFacts,
): MailMessage {
  const content = bookingMailContent(event, booking, language, facts)
  const link = manageUrl(booking, facts.publicBaseUrl)
  return {
    to: booking.userDetails.email,
    subject: content.subject,
    text: bookingMailPlainText(content),
    html: bookingMailHtml(
      content,
      lodgingReservation(event, booking, facts.property, link),
    ),
    ...(event === 'cancelled'
      ? {}
      : {
          attachments: [
            bookingCalendar(booking, facts.property, {
              texts: bookingMailTexts(language),
              manageUrl: link,
              sequence: facts.sequence,
            }),
          ],
        }),
    purpose: 'booking',
  }
}

/** Reads what a booking mail needs from the database and the catalog, then writes the mail. */
export function createBookingMails(deps: {
  db: Kysely<Database>
  catalog: CatalogCache
  publicBaseUrl: string
}) {
  return async (
    event: BookingEvent,
    booking: ExistingBookingResponse,
    language: Language,
    staffReason?: string,
  ): Promise<MailMessage> => {
    const [property, row] = await Promise.all([
      deps.catalog
        .get()
        .then((catalog) =>
          bookingMailProperty(
            catalog,
            booking.hotelDetails.propertyId,
            language,
          ),
        ),
      deps.db
        .selectFrom('bookings')
        .select('version')
        .where('id', '=', booking.bookingId)
        .executeTakeFirst(),
    ])
    return bookingMail(event, booking, language, {
      property,
      publicBaseUrl: deps.publicBaseUrl,
      // A booking is made at version 1; every change adds one (bookingChanges.ts).
      sequence: Math.max(0, (row?.version ?? 1) - 1),
      staffReason,
    })
  }
}
