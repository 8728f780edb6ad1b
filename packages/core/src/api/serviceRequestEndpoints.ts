// The forms' calls of the endpoint table (SPEC 7), in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, type WireInput } from './endpoint'
import type {
  bookingRequestResponseSchema,
  bookingRequestSchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
} from './serviceRequests'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const bookingRequest = /* @__PURE__ */ publicEndpoint<
  In<typeof bookingRequestSchema>,
  Out<typeof bookingRequestResponseSchema>
>('bookingRequest', 'POST', '/api/v1/service/booking-request', ['not_found'])
export const callbackRequest = /* @__PURE__ */ publicEndpoint<
  In<typeof callbackRequestSchema>,
  Out<typeof callbackRequestResponseSchema>
>('callbackRequest', 'POST', '/api/v1/service/callback-request')
