import { lazy } from 'react'
import { Route } from 'react-router'
import { hydrationAwaits } from '../ssr'

// Its own chunk, loaded when a member first opens the page.
const MemberBookingsPage = lazy(() =>
  hydrationAwaits(import('./MemberBookingsPage')).then((module) => ({
    default: module.MemberBookingsPage,
  })),
)

/** The member's bookings page under /{lang}/my-profile/ (SPEC 2: my-bookings). */
export const memberBookingRoutes = (
  <Route path="my-bookings" element={<MemberBookingsPage />} />
)
