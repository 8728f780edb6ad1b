// The booking call of the endpoint table (SPEC 7), in a module of its own (see endpoints.ts);
// the calls on a booking once made are in manageBookingEndpoints.ts, which the booking flow
// does not load.
import type * as z from 'zod'
import type {
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  existingBookingSchema,
  newBookingRequestSchema,
} from './booking'
import { publicEndpoint, type WireInput } from './endpoint'

type In<S extends z.core.$ZodType> = WireInput<S>

/** Starts the card step (decision 040): the gateway's intent and the card page to open. */
export const cardPayment = /* @__PURE__ */ publicEndpoint<
  In<typeof cardPaymentRequestSchema>,
  z.output<typeof cardPaymentResponseSchema>
>('cardPayment', 'POST', '/api/v1/booking/card-payment', [
  'not_found',
  'sold_out',
  'price_changed',
  'payment_unavailable',
])

export const newBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof newBookingRequestSchema>,
  z.output<typeof existingBookingSchema>
>('newBooking', 'POST', '/api/v1/booking/new-booking', [
  'not_found',
  'sold_out',
  'price_changed',
  'payment_declined',
  'payment_incomplete',
  'conflict',
  'idempotency_conflict',
])
