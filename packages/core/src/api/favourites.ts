// A member's favourite properties (SPEC 7 crm/favorites and crm/user-favourites-data; issue 13).
// The requests use zod's mini build, as every schema the browser may run (decision 014).
import * as zm from 'zod/mini'
import { catalogIdSchema, languageParam } from './stayQuery'

/** How many properties one member may keep as favourites. */
export const MAX_FAVOURITES = 200

/** POST /api/v1/crm/favorites (add) and DELETE (remove, as the query): one property, by id. */
export const favouriteRequestSchema = zm.object(
  { propertyId: catalogIdSchema },
  { error: 'invalid_type' },
)
export type FavouriteRequest = zm.output<typeof favouriteRequestSchema>

/** GET /api/v1/crm/user-favourites-data: the member's favourites, described in a language. */
export const favouritesQuerySchema = zm.object({ lang: languageParam })

// The answers, in classic zod, which the browser never runs (decision 014).
export * from './favouritesResponses'
