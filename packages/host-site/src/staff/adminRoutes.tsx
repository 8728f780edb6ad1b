import { Route } from 'react-router'
import { ADMIN_SECTIONS } from '../platform/routing/paths'
import { lazyPages, Redirect } from '../platform/ssr'

// One chunk for the whole admin area, loaded when staff first open it: guests never pay for it.
const page = lazyPages('src/staff/pages.tsx', () => import('./pages'))

const AdminLayout = page('AdminLayout')
const AdminSectionPage = page('AdminSectionPage')
const BookingDetailSection = page('BookingDetailSection')

/**
 * /{lang}/admin and its sections (SPEC 2: admin; issue 14), one route each from the menu's
 * list. Each section's filters, sort and page live in the address, so back, forward and
 * reload keep them.
 */
export const adminRoutes = (
  <Route path="admin" element={<AdminLayout />}>
    <Route index element={<Redirect to="bookings" />} />
    {ADMIN_SECTIONS.map((section) => (
      <Route
        key={section}
        path={section}
        element={<AdminSectionPage section={section} />}
      />
    ))}
    {/* The booking's detail, and its cancel and change on the guest's behalf. */}
    <Route path="bookings/:bookingId" element={<BookingDetailSection />} />
  </Route>
)
