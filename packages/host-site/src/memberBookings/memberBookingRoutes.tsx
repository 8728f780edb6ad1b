import { lazy } from 'react'
import { Route } from 'react-router'
import { MEMBER_BOOKINGS_ROUTE } from './memberBookingsPath'

// Its own chunk, loaded when a member first opens the page.
const MemberBookingsPage = lazy(() =>
  import('./MemberBookingsPage').then((module) => ({
    default: module.MemberBookingsPage,
  })),
)

/** The member's bookings page under /{lang}/ (SPEC 2: my-profile/my-bookings). */
export const memberBookingRoutes = (
  <Route path={MEMBER_BOOKINGS_ROUTE} element={<MemberBookingsPage />} />
)
