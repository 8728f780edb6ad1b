// Staff's calls on one booking (issue 14): its detail and history, and a cancellation or change
// on the guest's behalf. A change takes the guest's own edit-booking body (booking.ts), the
// booking named by its number instead of the signed link. Not exported by the api index (its
// bundle is at its budget): the admin pages type these calls by the endpoint table and show the
// server's field errors; MAX_STAFF_REASON (admin.ts) bounds the reason field.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'
import { MAX_STAFF_REASON } from './admin'
import {
  editBookingQuoteRequestSchema,
  editBookingRequestSchema,
} from './booking'
import { languageParam, refineStay } from './stayQuery'

// Booking numbers are stored upper-case; staff may type them in either case.
const bookingNumber = requiredText(32).check(zm.toUpperCase())
const reason = requiredText(MAX_STAFF_REASON)

/** GET /api/v1/admin/booking: one booking, in the staff's language. */
export const adminBookingQuerySchema = zm.object({
  id: bookingNumber,
  lang: languageParam,
})

/** POST /api/v1/admin/booking/cancel: cancelled for the guest, who is mailed the reason. */
export const adminCancelBookingSchema = zm.object({
  id: bookingNumber,
  reason,
  /** True: no cancellation fee, whatever the rate's terms say now. */
  waiveFee: zm.optional(zm.boolean({ error: 'invalid_type' })),
  lang: languageParam,
})

/** Minor units of the booking's currency, more than nothing. */
const amount = zm
  .number({ error: 'invalid_type' })
  .check(zm.int('whole_number'), zm.positive('too_small'))

/** What staff charge a fee for (issue 32): the guest did not come, or cancelled late. */
const STAFF_FEES = ['no_show', 'late_cancellation'] as const

/**
 * POST /api/v1/admin/booking/charge-fee: the rate's fee for a no-show or a late cancellation,
 * charged to the card on file without the guest; the guest is mailed why.
 */
export const adminChargeFeeSchema = zm.object({
  id: bookingNumber,
  fee: zm.enum(STAFF_FEES, { error: 'invalid_type' }),
  amount,
  reason,
  lang: languageParam,
})

/** POST /api/v1/admin/booking/refund: part or all of a payment taken, back to the guest's card. */
export const adminRefundPaymentSchema = zm.object({
  id: bookingNumber,
  paymentId: requiredText(64),
  amount,
  reason,
  lang: languageParam,
})

const { token: _token, ...changeFields } = editBookingQuoteRequestSchema.shape

/** POST /api/v1/admin/booking/change-quote: what a change would cost; changes nothing. */
export const adminChangeQuoteSchema = zm
  .object({ id: bookingNumber, ...changeFields })
  .check(zm.superRefine(refineStay))

/** POST /api/v1/admin/booking/change: the guest's edit-booking body, by number, with a reason. */
export const adminChangeBookingSchema = zm
  .object({
    id: bookingNumber,
    ...changeFields,
    expectedTotal: editBookingRequestSchema.shape.expectedTotal,
    reason,
  })
  .check(zm.superRefine(refineStay))
