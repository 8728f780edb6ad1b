import { PROPERTY_DETAIL_SEGMENT } from '@resort/core/site'
import { lazyPage } from '../ssr'
import { slugRoutes } from './slugRoutes'

// The accommodation list and the property pages: the home page does not carry them (issue 15).
// Their server markup stays on screen while their chunk loads, as a part hydrating later does.
const AccommodationRoute = lazyPage(
  'src/platform/routing/AccommodationRoute.tsx',
  () =>
    import('./AccommodationRoute').then((module) => module.AccommodationRoute),
)

/**
 * The accommodation pages under every language's slug (SPEC 2): the list, a type's list or a
 * property, and a page per unit type beneath its property.
 */
export const accommodationRoutes = (
  <>
    {slugRoutes('accommodation', <AccommodationRoute />, [
      ':item',
      `${PROPERTY_DETAIL_SEGMENT}/:propertyId`,
      ':item/:kind/:unitId',
    ])}
  </>
)
