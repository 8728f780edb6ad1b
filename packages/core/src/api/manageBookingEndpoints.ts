// The calls on a booking once made (SPEC 7: view, change, cancel, find, review), in a module of
// their own (see endpoints.ts), apart from the booking call, so the booking flow's bundle does
// not carry their rows.
import type * as z from 'zod'
import type {
  existingBookingSchema,
  viewBookingQuerySchema,
  cancelBookingRequestSchema,
  editBookingRequestSchema,
  editBookingQuoteRequestSchema,
  editGuestRequestSchema,
  findBookingRequestSchema,
  findBookingResponseSchema,
  bookingAvailabilityQuerySchema,
  bookingAvailabilityResponseSchema,
  cardPaymentResponseSchema,
  cardReplacedRequestSchema,
  replaceCardRequestSchema,
} from './booking'
import { publicEndpoint, type WireInput } from './endpoint'
import type { finalQuoteResponseSchema } from './quote'
import type {
  reviewRequestSchema,
  reviewSubmittedResponseSchema,
} from './reviews'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

// A booking is reached only with its signed link.
type Booking = Out<typeof existingBookingSchema>
export const viewBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof viewBookingQuerySchema>,
  Booking
>('viewBooking', 'GET', '/api/v1/booking/view-booking', ['not_found'])
export const cancelBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof cancelBookingRequestSchema>,
  Booking
>('cancelBooking', 'POST', '/api/v1/booking/cancel-booking', [
  'not_found',
  'cancelled',
  'not_editable',
  'conflict',
])
export const editBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof editBookingRequestSchema>,
  Booking
>('editBooking', 'POST', '/api/v1/booking/edit-booking', [
  'not_found',
  'cancelled',
  'not_editable',
  'sold_out',
  'price_changed',
  'conflict',
])
export const editBookingQuote = /* @__PURE__ */ publicEndpoint<
  In<typeof editBookingQuoteRequestSchema>,
  Out<typeof finalQuoteResponseSchema>
>('editBookingQuote', 'POST', '/api/v1/booking/edit-booking-quote', [
  'not_found',
  'cancelled',
  'not_editable',
  'sold_out',
  'conflict',
])
export const editGuest = /* @__PURE__ */ publicEndpoint<
  In<typeof editGuestRequestSchema>,
  Booking
>('editGuest', 'POST', '/api/v1/booking/edit-guest', [
  'not_found',
  'cancelled',
  'not_editable',
])
// Another card for a booking whose policy still asks for money (issue 32).
export const replaceCard = /* @__PURE__ */ publicEndpoint<
  In<typeof replaceCardRequestSchema>,
  Out<typeof cardPaymentResponseSchema>
>('replaceCard', 'POST', '/api/v1/booking/replace-card', [
  'not_found',
  'cancelled',
  'not_editable',
  'payment_unavailable',
])
export const cardReplaced = /* @__PURE__ */ publicEndpoint<
  In<typeof cardReplacedRequestSchema>,
  Booking
>('cardReplaced', 'POST', '/api/v1/booking/card-replaced', [
  'not_found',
  'cancelled',
  'payment_declined',
  'payment_incomplete',
  'payment_unavailable',
  'conflict',
])
export const findBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof findBookingRequestSchema>,
  Out<typeof findBookingResponseSchema>
>('findBooking', 'POST', '/api/v1/booking/find-booking', ['not_found'])
export const viewBookingAvailability = /* @__PURE__ */ publicEndpoint<
  In<typeof bookingAvailabilityQuerySchema>,
  Out<typeof bookingAvailabilityResponseSchema>
>(
  'viewBookingAvailability',
  'GET',
  '/api/v1/booking/view-booking-availability',
  ['not_found'],
)

// Verified reviews (issue 16): a stay that is over, once per booking.
export const submitReview = /* @__PURE__ */ publicEndpoint<
  In<typeof reviewRequestSchema>,
  Out<typeof reviewSubmittedResponseSchema>
>('submitReview', 'POST', '/api/v1/booking/review', [
  'not_found',
  'cancelled',
  'conflict',
])
