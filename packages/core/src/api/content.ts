import * as z from 'zod'
import { propertyTypeSchema } from './search'
import { languageParam } from './stayQuery'

export const contentQuerySchema = z.object({ lang: languageParam })

/** GET /api/v1/contentful/secondary-navigation: the menu with localized slugs (SPEC 2). */
export const secondaryNavigationSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** The page's route key, the same in every language. */
      key: z.string(),
      label: z.string(),
      /** The page's path in the language, e.g. /de/unterkunft. */
      href: z.string(),
    }),
  ),
})
export type SecondaryNavigation = z.infer<typeof secondaryNavigationSchema>

const propertyLinkSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  type: propertyTypeSchema,
  stars: z.number().int(),
  city: z.string(),
  regionId: z.string(),
  regionName: z.string(),
  href: z.string(),
})

/** GET /api/v1/contentful/interactive-map: every property on the map, and the regions. */
export const interactiveMapSchema = z.object({
  bounds: z.object({
    north: z.number(),
    south: z.number(),
    east: z.number(),
    west: z.number(),
  }),
  regions: z.array(
    z.object({
      regionId: z.string(),
      name: z.string(),
      countryCode: z.string(),
      propertyCount: z.number().int(),
    }),
  ),
  points: z.array(
    propertyLinkSchema.extend({ latitude: z.number(), longitude: z.number() }),
  ),
  /**
   * A tile map style (the server's MAP_STYLE_URL) the map draws instead of the site's own base
   * map; absent when none is configured (issue 16).
   */
  styleUrl: z.string().optional(),
})
export type InteractiveMap = z.infer<typeof interactiveMapSchema>

/** GET /api/v1/contentful/navigation-properties: the properties for the menu, by type. */
export const navigationPropertiesSchema = z.object({
  groups: z.array(
    z.object({
      type: propertyTypeSchema,
      /** With each property's first picture, for the site's property cards. */
      properties: z.array(propertyLinkSchema.extend({ image: z.string() })),
    }),
  ),
})
export type NavigationProperties = z.infer<typeof navigationPropertiesSchema>
