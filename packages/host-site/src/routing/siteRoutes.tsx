import { DEFAULT_LANGUAGE } from '@resort/core'
import { CONTENT_PAGE_IDS, slugsOf } from '@resort/core/site'
import { lazy } from 'react'
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
import { hydrationAwaits } from '../ssr/hydration'
import { Redirect } from '../ssr/Redirect'
import { LanguageRoute } from './LanguageRoute'

// The flows' pages load on demand: their code is the widget's booking, manage and request flows,
// which the home page and the accommodation pages do not need (issue 15).
const BookingPage = lazy(() =>
  hydrationAwaits(import('../pages/BookingPage')).then(
    ({ BookingPage: page }) => ({
      default: page,
    }),
  ),
)
const ManageBookingPage = lazy(() =>
  hydrationAwaits(import('../pages/ManageBookingPage')).then(
    ({ ManageBookingPage: page }) => ({
      default: page,
    }),
  ),
)
const BookingRequestPage = lazy(() =>
  hydrationAwaits(import('../pages/BookingRequestPage')).then(
    ({ BookingRequestPage: page }) => ({
      default: page,
    }),
  ),
)
const CallbackRequestPage = lazy(() =>
  hydrationAwaits(import('../pages/CallbackRequestPage')).then(
    ({ CallbackRequestPage: page }) => ({ default: page }),
  ),
)
// The accommodation list and the property pages: the home page does not carry them (issue 15).
// Their server markup stays on screen while their chunk loads, as a part hydrating later does.
const AccommodationRoute = lazy(() =>
  hydrationAwaits(import('./AccommodationRoute')).then((module) => ({
    default: module.AccommodationRoute,
  })),
)
// The group's content pages (issue 16): one chunk for all of them.
const ContentRoute = lazy(() =>
  hydrationAwaits(import('./ContentRoute')).then((module) => ({
    default: module.ContentRoute,
  })),
)
// Read rarely: its own chunk, so that other pages do not carry it.
const CookiePolicyPage = lazy(() =>
  hydrationAwaits(import('../consent/CookiePolicyPage')).then((module) => ({
    default: module.CookiePolicyPage,
  })),
)

/** The site's routes, made once; every page lives under its language, /en, /de, /it, /hr or /sl. */
export const siteRoutes = createRoutesFromElements(
  <>
    <Route path="/" element={<Redirect to={`/${DEFAULT_LANGUAGE}`} />} />
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
        ])}
        {/* The content pages under every language's slug (issue 16). */}
        {CONTENT_PAGE_IDS.flatMap((page) =>
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
