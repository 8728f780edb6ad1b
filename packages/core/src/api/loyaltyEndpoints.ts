// The loyalty club (issue 13, decision 021): SPEC 7's /api/v1/crm/ calls for a signed-in member;
// rows of the endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import {
  memberEndpoint,
  recentMemberEndpoint,
  type WireInput,
} from './endpoint'
import type {
  pointsHistoryQuerySchema,
  transferPointsRequestSchema,
} from './loyalty'
import type {
  loyaltyResponseSchema,
  pointsHistoryResponseSchema,
  pointsTransferredResponseSchema,
} from './loyaltyResponses'
import type {
  activateOfferRequestSchema,
  memberOffersQuerySchema,
} from './memberOffers'
import type {
  memberOffersResponseSchema,
  offerActivatedResponseSchema,
} from './memberOffersResponses'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type LoyaltyOut = Out<typeof loyaltyResponseSchema>
export const joinClub = /* @__PURE__ */ memberEndpoint<undefined, LoyaltyOut>(
  'joinClub',
  'POST',
  '/api/v1/crm/add-loylaty',
)
export const memberLoyalty = /* @__PURE__ */ memberEndpoint<
  undefined,
  LoyaltyOut
>('memberLoyalty', 'GET', '/api/v1/crm/loyalty')
export const pointsHistory = /* @__PURE__ */ memberEndpoint<
  In<typeof pointsHistoryQuerySchema> | undefined,
  Out<typeof pointsHistoryResponseSchema>
>('pointsHistory', 'GET', '/api/v1/crm/points-history')
export const transferPoints = /* @__PURE__ */ recentMemberEndpoint<
  In<typeof transferPointsRequestSchema>,
  Out<typeof pointsTransferredResponseSchema>
>('transferPoints', 'POST', '/api/v1/crm/transfer-points')
// Members' exclusive offers (issue 13, SPEC 7 crm/activate; decision 024).
export const memberOffers = /* @__PURE__ */ memberEndpoint<
  In<typeof memberOffersQuerySchema>,
  Out<typeof memberOffersResponseSchema>
>('memberOffers', 'GET', '/api/v1/crm/exclusive-offers')
export const activateOffer = /* @__PURE__ */ memberEndpoint<
  In<typeof activateOfferRequestSchema>,
  Out<typeof offerActivatedResponseSchema>
>('activateOffer', 'POST', '/api/v1/crm/activate', ['not_found'])
