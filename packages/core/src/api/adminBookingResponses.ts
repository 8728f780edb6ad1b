// Staff's answers about one booking (issue 14). Classic zod: only the server and the API document
// load these (decision 014).
import * as z from 'zod'
import { existingBookingSchema } from './booking'

/** One line of a booking's history; newest first in the answer. */
const bookingHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), at: z.string() }),
  /** The booking's last change (dates, units or contact details) while it is not cancelled. */
  z.object({ kind: z.literal('changed'), at: z.string() }),
  z.object({
    kind: z.literal('cancelled'),
    at: z.string(),
    fee: z.number().int().nullable(),
  }),
  /** A change by staff, as the audit log keeps it. */
  z.object({
    kind: z.literal('admin'),
    at: z.string(),
    auditId: z.string(),
    action: z.string(),
    adminEmail: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    note: z.string().nullable(),
  }),
  /** A mail about the booking; its id opens it with adminOutboxMail. */
  z.object({
    kind: z.literal('mail'),
    at: z.string(),
    mailId: z.string(),
    to: z.string(),
    subject: z.string(),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
  }),
])

/**
 * A booking as staff see it: the guest's view of it (what was sold, units, prices, policies)
 * without the guest's signed link or the stored card, and what only staff see.
 */
export const adminBookingResponseSchema = existingBookingSchema
  .omit({
    bookingURI: true,
    creditCard: true,
    availabilityCalendar: true,
    isGuestsFormActive: true,
    scrollToRoomTabs: true,
  })
  .extend({
    /** The booking's language: the guest's mails go in it. */
    language: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** True when the booking keeps the terms it was sold with (decision 025). */
    soldTermsKept: z.boolean(),
    /** The member who booked signed in; null for a guest booking. */
    member: z
      .object({
        userId: z.string(),
        /** Null once the account is gone. */
        email: z.string().nullable(),
        memberNumber: z.string().nullable(),
      })
      .nullable(),
    history: z.array(bookingHistoryEntrySchema),
    /** The card that secures the booking, as staff may read it: brand and last four only. */
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  })

/** The newsletter export: CSV text (RFC 4180), sent as text/csv. */
export const subscribersCsvResponseSchema = z
  .string()
  .describe(
    'email,language,subscribed_at,consent_text_version: one row per confirmed subscriber',
  )
