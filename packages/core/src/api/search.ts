import * as z from 'zod'
import {
  languageParam,
  refineStay,
  roomsParam,
  stayQueryShape,
} from './stayQuery'

export const propertyTypeSchema = z.enum(['hotel', 'villa', 'apartment'])
export type PropertyType = z.infer<typeof propertyTypeSchema>

/** GET /api/v1/search: destinations and properties matching what a guest types. */
export const suggestionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'too_long').default(''),
  lang: languageParam,
})

export const suggestionsResponseSchema = z.object({
  destinations: z.array(
    z.object({
      regionId: z.string(),
      name: z.string(),
      countryCode: z.string(),
      propertyCount: z.number().int(),
    }),
  ),
  properties: z.array(
    z.object({
      propertyId: z.string(),
      name: z.string(),
      type: propertyTypeSchema,
      city: z.string(),
      regionName: z.string(),
    }),
  ),
})
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>

export const propertySortSchema = z.enum([
  'recommended',
  'price',
  'stars',
  'name',
])

/** GET /api/v1/search/properties: available properties for a stay. */
export const propertiesQuerySchema = z
  .object({
    ...stayQueryShape,
    rooms: roomsParam,
    type: propertyTypeSchema.optional(),
    /** A region id, or free text matched against names, towns and regions. */
    destination: z.string().trim().max(100, 'too_long').optional(),
    sort: propertySortSchema.default('recommended'),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int('whole_number').min(1, 'too_small').default(1),
    pageSize: z.coerce
      .number()
      .int('whole_number')
      .min(1, 'too_small')
      .max(50, 'too_large')
      .default(20),
  })
  .superRefine(refineStay)
export type PropertiesQuery = z.infer<typeof propertiesQuerySchema>

export const propertySummarySchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  summary: z.string(),
  type: propertyTypeSchema,
  stars: z.number().int(),
  city: z.string(),
  regionId: z.string(),
  regionName: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  image: z.string(),
  /** Lowest total for the whole stay and all rooms, in minor units. */
  lowestTotal: z.number().int(),
  /** lowestTotal per night, rounded up to the cent. */
  nightlyFrom: z.number().int(),
  currency: z.string(),
  freeCancellation: z.boolean(),
  /** Member rates (issue 13): lowestTotal and nightlyFrom at member prices, only when lower. */
  memberLowestTotal: z.optional(z.number().int()),
  memberNightlyFrom: z.optional(z.number().int()),
})
export type PropertySummary = z.infer<typeof propertySummarySchema>

export const propertiesResponseSchema = z.object({
  items: z.array(propertySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nights: z.number().int(),
})
export type PropertiesResponse = z.infer<typeof propertiesResponseSchema>
