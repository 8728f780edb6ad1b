// Members' exclusive offers' answers (decision 024), in classic zod: only the server and the API
// document run them (decision 014).
import * as z from 'zod'
import { OFFER_BONUS_KINDS } from './memberOffers'

/** One exclusive offer as the member reads it, with whether they activated it. */
export const memberOfferSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  terms: z.string(),
  bonus: z.object({
    kind: z.enum(OFFER_BONUS_KINDS),
    /** multiplier: the stay's points times this many more (1 = double); fixed: the points. */
    value: z.number().int(),
  }),
  minNights: z.number().int(),
  /** The region and property names it covers, in the language; empty: every property. */
  covers: z.array(z.string()),
  /** Arrivals on these days (both included) qualify. */
  stay: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The days (UTC, both included) on which it may be activated. */
  activation: z.object({ from: z.iso.date(), until: z.iso.date() }),
  /** When this member activated it; null before. */
  activatedAt: z.iso.datetime().nullable(),
})

export type MemberOffer = z.infer<typeof memberOfferSchema>

/** GET /api/v1/crm/exclusive-offers. */
export const memberOffersResponseSchema = z.object({
  offers: z.array(memberOfferSchema),
})

/** POST /api/v1/crm/activate: the offer, activated (the first activation when asked again). */
export const offerActivatedResponseSchema = z.object({
  offer: memberOfferSchema,
})
