// The admin area, one chunk that the site loads when staff open it (adminRoutes.tsx).
import '../platform/styles/account.css'
import '../platform/styles/admin.css'

export { AdminLayout } from './AdminLayout'
export { AdminSectionPage } from './adminSections'
export { BookingDetailSection } from './booking/BookingDetailSection'
