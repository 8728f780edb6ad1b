// Google's free booking links (issue 35, decision 048), rows of the endpoint table in a module of
// their own (see endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, staffEndpoint, type WireInput } from './endpoint'
import type { adminGoogleFeedsResponseSchema } from './googleFeedResponses'
import type {
  adminGoogleFeedsQuerySchema,
  googleFeedQuerySchema,
  googleListQuerySchema,
  googleSecretQuerySchema,
} from './googleFeeds'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const googleAvailabilityFeed = /* @__PURE__ */ publicEndpoint<
  In<typeof googleFeedQuerySchema>,
  string
>('googleAvailabilityFeed', 'GET', '/api/v1/google/availability.xml', [
  'not_found',
])
export const googleRateFeed = /* @__PURE__ */ publicEndpoint<
  In<typeof googleFeedQuerySchema>,
  string
>('googleRateFeed', 'GET', '/api/v1/google/rates.xml', ['not_found'])
export const googleHotelList = /* @__PURE__ */ publicEndpoint<
  In<typeof googleListQuerySchema>,
  string
>('googleHotelList', 'GET', '/api/v1/google/hotel-list.xml', ['not_found'])
export const googlePointsOfSale = /* @__PURE__ */ publicEndpoint<
  In<typeof googleSecretQuerySchema>,
  string
>('googlePointsOfSale', 'GET', '/api/v1/google/points-of-sale.xml', [
  'not_found',
])
export const adminGoogleFeeds = /* @__PURE__ */ staffEndpoint<
  In<typeof adminGoogleFeedsQuerySchema>,
  Out<typeof adminGoogleFeedsResponseSchema>
>('adminGoogleFeeds', 'GET', '/api/v1/admin/google-feeds', ['not_found'])
export const rotateGoogleFeeds = /* @__PURE__ */ staffEndpoint<
  In<typeof adminGoogleFeedsQuerySchema>,
  Out<typeof adminGoogleFeedsResponseSchema>
>('rotateGoogleFeeds', 'POST', '/api/v1/admin/google-feeds/rotate', [
  'not_found',
])

/**
 * Where a free booking link lands (the points of sale file's URL): the server finds the
 * property by the hotel list's id and answers 302 to the booking page on the stay.
 */
export const GOOGLE_LANDING_PATH = '/api/v1/google/landing'
