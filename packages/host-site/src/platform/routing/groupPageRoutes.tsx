import { lazyPage } from '../ssr'
import { slugRoutes } from './slugRoutes'

// The group's pages across its properties (issue 16): each its own chunk; the map carries
// maplibre-gl, which no other page loads.
const ReviewsRoute = lazyPage('src/guests/reviews/ReviewsRoute.tsx', () =>
  import('../../guests/reviews/ReviewsRoute').then(
    (module) => module.ReviewsRoute,
  ),
)
const GalleryRoute = lazyPage('src/guests/gallery/GalleryRoute.tsx', () =>
  import('../../guests/gallery/GalleryRoute').then(
    (module) => module.GalleryRoute,
  ),
)
const LocationRoute = lazyPage('src/guests/location/LocationRoute.tsx', () =>
  import('../../guests/location/LocationRoute').then(
    (module) => module.LocationRoute,
  ),
)
const MapPage = lazyPage('src/guests/map/MapPage.tsx', () =>
  import('../../guests/map/MapPage').then((module) => module.MapPage),
)

/** The group's reviews, gallery and location, and each property's (issue 16), and the map. */
export const groupPageRoutes = (
  <>
    {slugRoutes('reviews', <ReviewsRoute />, [':propertyId'])}
    {slugRoutes('gallery', <GalleryRoute />, [':propertyId'])}
    {slugRoutes('location', <LocationRoute />, [':propertyId'])}
    {slugRoutes('map', <MapPage />)}
  </>
)
