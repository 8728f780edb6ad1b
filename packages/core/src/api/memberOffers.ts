// Members' exclusive offers (issue 13, decision 024): SPEC 7's crm/activate and the list of
// offers a club member may activate. Requests in zod mini (decision 014); the answers' classic
// schemas are in memberOffersResponses.ts.
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { catalogIdSchema, languageParam } from './stayQuery'

/** How an offer adds points: a multiple of the stay's points, or a fixed number. */
export const OFFER_BONUS_KINDS = ['multiplier', 'fixed'] as const
export type OfferBonusKind = (typeof OFFER_BONUS_KINDS)[number]

/** Why an activation was refused, as a field code the site translates. */
export const MEMBER_OFFER_ERROR_CODES = [
  // Only club members see and activate offers.
  'not_a_member',
  // Today is before or after the days the offer may be activated.
  'offer_not_active',
] as const
export type MemberOfferErrorCode = (typeof MEMBER_OFFER_ERROR_CODES)[number]

/** GET /api/v1/crm/exclusive-offers: the member's offers, described in a language. */
export const memberOffersQuerySchema = zm.object({ lang: languageParam })

/** POST /api/v1/crm/activate: one offer, by id. */
export const activateOfferRequestSchema = zm.object(
  {
    offerId: catalogIdSchema,
    /** The language of the offer it answers with; the member's own when not given. */
    lang: zm.optional(zm.enum(LANGUAGES)),
  },
  { error: 'invalid_type' },
)
