// The search's calls (SPEC 7): suggestions, results and the calendars' lowest prices by date;
// rows of the endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, type WireInput } from './endpoint'
import type {
  calendarQuerySchema,
  calendarResponseSchema,
  groupCalendarQuerySchema,
} from './property'
import type {
  propertiesQuerySchema,
  propertiesResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from './search'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const suggestions = /* @__PURE__ */ publicEndpoint<
  In<typeof suggestionsQuerySchema>,
  Out<typeof suggestionsResponseSchema>
>('suggestions', 'GET', '/api/v1/search')
export const searchProperties = /* @__PURE__ */ publicEndpoint<
  In<typeof propertiesQuerySchema>,
  Out<typeof propertiesResponseSchema>
>('searchProperties', 'GET', '/api/v1/search/properties')
export const availabilityCalendar = /* @__PURE__ */ publicEndpoint<
  In<typeof groupCalendarQuerySchema>,
  Out<typeof calendarResponseSchema>
>('availabilityCalendar', 'GET', '/api/v1/search/availability-calendar')
export const unitAvailabilityCalendar = /* @__PURE__ */ publicEndpoint<
  In<typeof calendarQuerySchema>,
  Out<typeof calendarResponseSchema>
>(
  'unitAvailabilityCalendar',
  'GET',
  '/api/v1/search/unit-availability-calendar',
  ['not_found'],
)
