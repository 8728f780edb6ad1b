// The admin area, one chunk that the site loads when staff open it (adminRoutes.tsx).
import '../styles/account.css'
import '../styles/admin.css'

export { AdminLayout } from './AdminLayout'
export { BookingsSection } from './bookings/BookingsSection'
export { RequestsSection } from './requests/RequestsSection'
export { OutboxSection } from './outbox/OutboxSection'
export { MembersSection } from './members/MembersSection'
export { AuditLogSection } from './audit/AuditLogSection'
export { BookingDetailSection } from './booking/BookingDetailSection'
export { NewsletterSection } from './newsletter/NewsletterSection'
export { ContentSection } from './content/ContentSection'
export { RatesPage as RatesSection } from '../adminRates/RatesPage'
