// The content pages' calls (SPEC 7's /api/v1/contentful/); rows of the endpoint table in a
// module of their own (see endpoints.ts).
import type * as z from 'zod'
import type {
  contentQuerySchema,
  interactiveMapSchema,
  navigationPropertiesSchema,
  secondaryNavigationSchema,
} from './content'
import type {
  contentPageQuerySchema,
  contentPageResponseSchema,
} from './contentPages'
import { publicEndpoint, type WireInput } from './endpoint'
import type {
  propertyUnitsQuerySchema,
  propertyUnitsResponseSchema,
} from './propertyUnits'
import type {
  propertyReviewsQuerySchema,
  propertyReviewsResponseSchema,
  reviewsOverviewResponseSchema,
} from './reviews'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const secondaryNavigation = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof secondaryNavigationSchema>
>('secondaryNavigation', 'GET', '/api/v1/contentful/secondary-navigation')
export const interactiveMap = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof interactiveMapSchema>
>('interactiveMap', 'GET', '/api/v1/contentful/interactive-map')
export const navigationProperties = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof navigationPropertiesSchema>
>('navigationProperties', 'GET', '/api/v1/contentful/navigation-properties')
export const propertyReviews = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyReviewsQuerySchema>,
  Out<typeof propertyReviewsResponseSchema>
>('propertyReviews', 'GET', '/api/v1/contentful/reviews', ['not_found'])
export const reviewsOverview = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof reviewsOverviewResponseSchema>
>('reviewsOverview', 'GET', '/api/v1/contentful/reviews-overview')
export const contentPage = /* @__PURE__ */ publicEndpoint<
  In<typeof contentPageQuerySchema>,
  Out<typeof contentPageResponseSchema>
>('contentPage', 'GET', '/api/v1/contentful/page', ['not_found'])
export const propertyUnits = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyUnitsQuerySchema>,
  Out<typeof propertyUnitsResponseSchema>
>('propertyUnits', 'GET', '/api/v1/contentful/property-units', ['not_found'])
