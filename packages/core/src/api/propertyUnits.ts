// A property's gallery and its unit types' pages (issue 16; SPEC 2 gallery, rooms and units): the
// pictures and facts that do not depend on a stay. Captions are the site's (its translations);
// the answer carries the names they are made of.
import * as z from 'zod'
import { propertyDetailSchema, unitOfferSchema } from './property'
import { catalogIdSchema, languageParam } from './stayQuery'

/**
 * GET /api/v1/contentful/property-units: one property (`propertyId`) with its unit types, or
 * without it every property, for the gallery's index.
 */
export const propertyUnitsQuerySchema = z.object({
  lang: languageParam,
  propertyId: z.optional(catalogIdSchema),
})

const galleryPropertySchema = propertyDetailSchema
  .pick({
    propertyId: true,
    name: true,
    type: true,
    city: true,
    images: true,
    pictures: true,
  })
  .extend({
    /** The property's page in the language. */
    href: z.string(),
    /** Its gallery's page in the language. */
    galleryHref: z.string(),
    /** The gallery's pictures: the property's and all its unit types'. */
    pictureCount: z.number().int(),
  })

export const unitTypeSchema = unitOfferSchema
  .pick({
    unitId: true,
    kind: true,
    name: true,
    description: true,
    sizeM2: true,
    bedrooms: true,
    maxAdults: true,
    maxChildren: true,
    maxOccupancy: true,
    amenities: true,
    accessibility: true,
    images: true,
    pictures: true,
  })
  .extend({
    /** The unit type's page, /{lang}/{accommodation}/{propertyId}/{rooms|units}/{unitId}. */
    href: z.string(),
  })
export type UnitType = z.infer<typeof unitTypeSchema>

export const propertyUnitsResponseSchema = z.object({
  /** The property asked for, or every property in the site's order. */
  properties: z.array(galleryPropertySchema),
  /** The unit types of the property asked for, in its order; none for the index. */
  unitTypes: z.array(unitTypeSchema),
})
export type PropertyUnits = z.infer<typeof propertyUnitsResponseSchema>
export type GalleryProperty = PropertyUnits['properties'][number]
