import { Route } from 'react-router'
import { lazyPages, Redirect } from '../ssr'

// One chunk for the whole admin area, loaded when staff first open it: guests never pay for it.
const page = lazyPages('src/admin/pages.tsx', () => import('./pages'))

const AdminLayout = page('AdminLayout')
const BookingsSection = page('BookingsSection')
const RequestsSection = page('RequestsSection')
const OutboxSection = page('OutboxSection')
const MembersSection = page('MembersSection')
const AuditLogSection = page('AuditLogSection')
const BookingDetailSection = page('BookingDetailSection')
const RatesSection = page('RatesSection')
const NewsletterSection = page('NewsletterSection')
const ContentSection = page('ContentSection')
const ReviewsSection = page('ReviewsSection')

/**
 * /{lang}/admin and its sections (SPEC 2: admin; issue 14). Each section's filters, sort and
 * page live in the address, so back, forward and reload keep them.
 */
export const adminRoutes = (
  <Route path="admin" element={<AdminLayout />}>
    <Route index element={<Redirect to="bookings" />} />
    <Route path="bookings" element={<BookingsSection />} />
    {/* The booking's detail, and its cancel and change on the guest's behalf. */}
    <Route path="bookings/:bookingId" element={<BookingDetailSection />} />
    <Route path="rates" element={<RatesSection />} />
    <Route path="requests" element={<RequestsSection />} />
    <Route path="outbox" element={<OutboxSection />} />
    <Route path="members" element={<MembersSection />} />
    <Route path="newsletter" element={<NewsletterSection />} />
    <Route path="content" element={<ContentSection />} />
    <Route path="reviews" element={<ReviewsSection />} />
    <Route path="audit-log" element={<AuditLogSection />} />
  </Route>
)
