// The member's bookings (issue 13's my-bookings): their own, and guest bookings to claim; rows of
// the endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import { memberEndpoint, type WireInput } from './endpoint'
import type {
  claimReservationRequestSchema,
  memberReservationsQuerySchema,
} from './loyalty'
import type { memberReservationsResponseSchema } from './loyaltyResponses'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type ReservationsOut = Out<typeof memberReservationsResponseSchema>
export const memberReservations = /* @__PURE__ */ memberEndpoint<
  In<typeof memberReservationsQuerySchema>,
  ReservationsOut
>('memberReservations', 'GET', '/api/v1/crm/user-reservations-data')
export const claimReservation = /* @__PURE__ */ memberEndpoint<
  In<typeof claimReservationRequestSchema>,
  ReservationsOut
>('claimReservation', 'POST', '/api/v1/crm/claim-reservation', ['not_found'])
