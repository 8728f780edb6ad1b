// A property's rooms and their prices (SPEC 7's /api/v1/search/ calls the booking flow makes);
// rows of the endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, type WireInput } from './endpoint'
import type {
  anotherRoomQuerySchema,
  propertyQuerySchema,
  propertyResponseSchema,
} from './property'
import type {
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
} from './quote'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const property = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyQuerySchema>,
  Out<typeof propertyResponseSchema>
>('property', 'GET', '/api/v1/search/property', ['not_found'])
export const propertyAnotherRoom = /* @__PURE__ */ publicEndpoint<
  In<typeof anotherRoomQuerySchema>,
  Out<typeof propertyResponseSchema>
>('propertyAnotherRoom', 'GET', '/api/v1/search/property-another-room', [
  'not_found',
])
export const unitPriceQuote = /* @__PURE__ */ publicEndpoint<
  In<typeof unitQuoteRequestSchema>,
  Out<typeof unitQuoteResponseSchema>
>('unitPriceQuote', 'POST', '/api/v1/search/unit-price-quote', [
  'not_found',
  'sold_out',
])
export const finalPriceQuote = /* @__PURE__ */ publicEndpoint<
  In<typeof finalQuoteRequestSchema>,
  Out<typeof finalQuoteResponseSchema>
>('finalPriceQuote', 'POST', '/api/v1/search/final-price-quote', [
  'not_found',
  'sold_out',
  // A promo code used up since it was typed (decision 044).
  'conflict',
])
