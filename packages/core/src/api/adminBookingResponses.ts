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

/** One of the booking's payments at the gateway (issue 32), as staff reconcile them. */
const adminPaymentSchema = z.object({
  paymentId: z.string(),
  /** The card saved (guarantee), the prepayment, or a fee staff charged. */
  kind: z.enum(['guarantee', 'prepayment', 'fee']),
  /** For a fee: what it was charged for. */
  feeFor: z.enum(['no_show', 'late_cancellation']).nullable(),
  state: z.enum(['started', 'saved', 'held', 'taken', 'released', 'failed']),
  currency: z.string(),
  /** Minor units asked for, taken, and given back. */
  amount: z.number().int(),
  taken: z.number().int(),
  refunded: z.number().int(),
  /** The gateway's reference (Stripe's intent id), to find the payment in its dashboard. */
  gatewayReference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

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
    /** The booking's payments, oldest first; their refunds and fees are staff's money actions. */
    payments: z.array(adminPaymentSchema),
  })

/** The newsletter export: CSV text (RFC 4180), sent as text/csv. */
export const subscribersCsvResponseSchema = z
  .string()
  .describe(
    'email,language,subscribed_at,consent_text_version: one row per confirmed subscriber',
  )
