// The favourites' answers (issue 13), in classic zod: only the server and the API document run
// them, so the site's favourites store, which imports the requests, bundles no classic zod.
import * as z from 'zod'
import { propertyTypeSchema } from './search'

/** The answer to adding or removing a favourite: whether the property is one now. */
export const favouriteChangedResponseSchema = z.object({
  propertyId: z.string(),
  favourite: z.boolean(),
})
export type FavouriteChanged = z.infer<typeof favouriteChangedResponseSchema>

/** One favourite property, with what the profile's list shows of it. */
export const favouriteSchema = z.object({
  propertyId: z.string(),
  /** In the language asked for. */
  name: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  regionName: z.string(),
  /** The first picture's path, relative to the API (as search answers give it); '' for none. */
  image: z.string(),
  /** The property's page on the site, under the language's accommodation slug. */
  href: z.string(),
  addedAt: z.iso.datetime(),
})
export type Favourite = z.infer<typeof favouriteSchema>

/** GET /api/v1/crm/user-favourites-data: the newest first. */
export const favouritesResponseSchema = z.object({
  favourites: z.array(favouriteSchema),
  /** How many a member may keep. */
  max: z.number().int(),
})
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>
