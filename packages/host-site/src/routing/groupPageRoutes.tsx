import { Route } from 'react-router'
import { lazyPage } from '../ssr'
import { slugRoutes } from './slugRoutes'

// The group's pages across its properties (issue 16): each its own chunk; the map carries
// maplibre-gl, which no other page loads.
const ReviewsRoute = lazyPage('src/reviews/ReviewsRoute.tsx', () =>
  import('../reviews/ReviewsRoute').then((module) => module.ReviewsRoute),
)
const GalleryRoute = lazyPage('src/gallery/GalleryRoute.tsx', () =>
  import('../gallery/GalleryRoute').then((module) => module.GalleryRoute),
)
const LocationRoute = lazyPage('src/location/LocationRoute.tsx', () =>
  import('../location/LocationRoute').then((module) => module.LocationRoute),
)
const MapPage = lazyPage('src/map/MapPage.tsx', () =>
  import('../map/MapPage').then((module) => module.MapPage),
)

/** The group's reviews, gallery and location, and each property's (issue 16), and the map. */
export const groupPageRoutes = (
  <>
    {slugRoutes('reviews', <ReviewsRoute />, [':propertyId'])}
    {slugRoutes('gallery', <GalleryRoute />, [':propertyId'])}
    {slugRoutes('location', <LocationRoute />, [':propertyId'])}
    <Route path="map" element={<MapPage />} />
  </>
)
