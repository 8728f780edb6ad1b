import { DEFAULT_LANGUAGE } from '@resort/core'
import { CONTENT_PAGE_IDS, slugsOf } from '@resort/core/site'
import { createRoutesFromElements, Route } from 'react-router'
import { accountRoutes } from '../account/accountRoutes'
import { adminRoutes } from '../admin/adminRoutes'
import { SiteLayout } from '../layout/SiteLayout'
import { clubRoutes } from '../loyalty/loyaltyRoutes'
import { newsletterRoutes } from '../newsletter/newsletterRoutes'
import { ErrorPage } from '../pages/ErrorPage'
import { HomePage } from '../pages/HomePage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { SearchPage } from '../pages/SearchPage'
import { profileRoutes } from '../profile/profileRoutes'
import { lazyPage, Redirect } from '../ssr'
import { LanguageRoute } from './LanguageRoute'
import { homePath } from './paths'

// The flows' pages load on demand: their code is the widget's booking, manage and request flows,
// which the home page and the accommodation pages do not need (issue 15).
const BookingPage = lazyPage('src/pages/BookingPage.tsx', () =>
  import('../pages/BookingPage').then((module) => module.BookingPage),
)
const ManageBookingPage = lazyPage('src/pages/ManageBookingPage.tsx', () =>
  import('../pages/ManageBookingPage').then(
    (module) => module.ManageBookingPage,
  ),
)
const BookingRequestPage = lazyPage('src/pages/BookingRequestPage.tsx', () =>
  import('../pages/BookingRequestPage').then(
    (module) => module.BookingRequestPage,
  ),
)
const CallbackRequestPage = lazyPage('src/pages/CallbackRequestPage.tsx', () =>
  import('../pages/CallbackRequestPage').then(
    (module) => module.CallbackRequestPage,
  ),
)
// The accommodation list and the property pages: the home page does not carry them (issue 15).
// Their server markup stays on screen while their chunk loads, as a part hydrating later does.
const AccommodationRoute = lazyPage('src/routing/AccommodationRoute.tsx', () =>
  import('./AccommodationRoute').then((module) => module.AccommodationRoute),
)
// The group's content pages (issue 16): one chunk for all of them.
const ContentRoute = lazyPage('src/routing/ContentRoute.tsx', () =>
  import('./ContentRoute').then((module) => module.ContentRoute),
)
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
const StyleGuidePage = lazyPage('src/styleGuide/StyleGuidePage.tsx', () =>
  import('../styleGuide/StyleGuidePage').then(
    (module) => module.StyleGuidePage,
  ),
)
// Read rarely: its own chunk, so that other pages do not carry it.
const CookiePolicyPage = lazyPage('src/consent/CookiePolicyPage.tsx', () =>
  import('../consent/CookiePolicyPage').then(
    (module) => module.CookiePolicyPage,
  ),
)

/** The site's routes, made once; every page lives under its language, /en, /de, /it, /hr or /sl. */
export const siteRoutes = createRoutesFromElements(
  <>
    <Route path="/" element={<Redirect to={homePath(DEFAULT_LANGUAGE)} />} />
    <Route path="/:lang" element={<LanguageRoute />}>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="booking" element={<BookingPage />} />
        <Route path="booking/select-another-room" element={<BookingPage />} />
        <Route path="booking/payment" element={<BookingPage />} />
        <Route path="booking/reservation-confirm" element={<BookingPage />} />
        <Route path="booking/modify" element={<ManageBookingPage />} />
        <Route path="booking/cancel" element={<ManageBookingPage />} />
        <Route path="booking/confirm" element={<ManageBookingPage />} />
        <Route path="booking/error" element={<ErrorPage variant="booking" />} />
        <Route path="booking-request" element={<BookingRequestPage />} />
        <Route path="call-back" element={<CallbackRequestPage />} />
        <Route path="cookie-policy" element={<CookiePolicyPage />} />
        {accountRoutes}
        {profileRoutes}
        {clubRoutes}
        {newsletterRoutes}
        {adminRoutes}
        <Route path="error" element={<ErrorPage variant="error" />} />
        <Route
          path="server-error"
          element={<ErrorPage variant="server-error" />}
        />
        {/* The accommodation pages under every language's slug (SPEC 2; core's route table). */}
        {slugsOf('accommodation').flatMap((slug) => [
          <Route key={slug} path={slug} element={<AccommodationRoute />} />,
          <Route
            key={`${slug}/:item`}
            path={`${slug}/:item`}
            element={<AccommodationRoute />}
          />,
          // A page per unit type (SPEC 2 rooms and units), beneath its property.
          <Route
            key={`${slug}/:item/:kind/:unitId`}
            path={`${slug}/:item/:kind/:unitId`}
            element={<AccommodationRoute />}
          />,
        ])}
        {/* The group's reviews, gallery and location, and each property's (issue 16). */}
        {(
          [
            ['reviews', <ReviewsRoute />],
            ['gallery', <GalleryRoute />],
            ['location', <LocationRoute />],
          ] as const
        ).flatMap(([page, element]) =>
          slugsOf(page).flatMap((slug) => [
            <Route key={`${page}/${slug}`} path={slug} element={element} />,
            <Route
              key={`${page}/${slug}/:propertyId`}
              path={`${slug}/:propertyId`}
              element={element}
            />,
          ]),
        )}
        <Route path="map" element={<MapPage />} />
        <Route path="style-guide" element={<StyleGuidePage />} />
        {/* The content pages under every language's slug (issue 16); location has its own above. */}
        {CONTENT_PAGE_IDS.filter((page) => page !== 'location').flatMap(
          (page) =>
            slugsOf(page).map((slug) => (
              <Route
                key={`${page}/${slug}`}
                path={slug}
                element={<ContentRoute page={page} />}
              />
            )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </>,
)
