// The booking call of the endpoint table (SPEC 7), in a module of its own (see endpoints.ts);
// the calls on a booking once made are in manageBookingEndpoints.ts, which the booking flow
// does not load.
import type * as z from 'zod'
import type { existingBookingSchema, newBookingRequestSchema } from './booking'
import { publicEndpoint, type WireInput } from './endpoint'

type In<S extends z.core.$ZodType> = WireInput<S>

export const newBooking = /* @__PURE__ */ publicEndpoint<
  In<typeof newBookingRequestSchema>,
  z.output<typeof existingBookingSchema>
>('newBooking', 'POST', '/api/v1/booking/new-booking', [
  'not_found',
  'sold_out',
  'price_changed',
  'payment_declined',
  'conflict',
  'idempotency_conflict',
])
