import { Route } from 'react-router'
import { lazyPage } from '../../platform/ssr'

// Its own chunk, loaded when a member first opens the page.
const MemberBookingsPage = lazyPage(
  'src/members/memberBookings/MemberBookingsPage.tsx',
  () =>
    import('./MemberBookingsPage').then((module) => module.MemberBookingsPage),
)

/** The member's bookings page under /{lang}/my-profile/ (SPEC 2: my-bookings). */
export const memberBookingRoutes = (
  <Route path="my-bookings" element={<MemberBookingsPage />} />
)
