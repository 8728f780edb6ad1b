// The day's payments as staff reconcile them (issue 32). Classic zod: only the server and the
// API document load these (decision 014).
import * as z from 'zod'

const bookingFacts = {
  bookingId: z.string(),
  /** The reservation holder's name. */
  guestName: z.string(),
  propertyName: z.string(),
  currency: z.string(),
}

/** Money that moved at the gateway: taken, refunded, or a charge the card's bank declined. */
const movementSchema = z.object({
  ...bookingFacts,
  at: z.string(),
  kind: z.enum(['taken', 'refunded', 'declined']),
  /** What the payment was: the prepayment (at booking or due later), or a fee staff charged. */
  paymentKind: z.enum(['guarantee', 'prepayment', 'fee']),
  feeFor: z.enum(['no_show', 'late_cancellation']).nullable(),
  amount: z.number().int(),
  /** The gateway's reference (an intent or a refund), as its report shows it. */
  reference: z.string(),
})

/** A payment a rate's policy asked for whose card was declined: the guest was asked for another. */
const owedSchema = z.object({
  ...bookingFacts,
  dueOn: z.string(),
  checkIn: z.string(),
  amount: z.number().int(),
  action: z.enum(['charge', 'hold']),
  /** The bank's decline code, as the gateway reported it. */
  failure: z.string().nullable(),
})

export const adminDayPaymentsResponseSchema = z.object({
  day: z.string(),
  /** Per currency: taken, refunded, taken less refunded, and the number of declined charges. */
  totals: z.array(
    z.object({
      currency: z.string(),
      taken: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
      declined: z.number().int(),
    }),
  ),
  movements: z.array(movementSchema),
  /** Every confirmed booking's payment still owed after a decline, oldest due first (any day). */
  owed: z.array(owedSchema),
})
export type AdminDayPayments = z.infer<typeof adminDayPaymentsResponseSchema>
