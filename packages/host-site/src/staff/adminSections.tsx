import type { ComponentType } from 'react'
import type { AdminSection } from '../platform/routing/paths'
import { AuditLogSection } from './audit/AuditLogSection'
import { BookingsSection } from './bookings/BookingsSection'
import { ContentSection } from './content/ContentSection'
import { GiftVouchersPage } from './giftVouchers/GiftVouchersPage'
import { MediaSection } from './media/MediaSection'
import { MembersSection } from './members/MembersSection'
import { NewsletterSection } from './newsletter/NewsletterSection'
import { OutboxSection } from './outbox/OutboxSection'
import { PaymentsSection } from './payments/PaymentsSection'
import { PromoCodesPage } from './promoCodes/PromoCodesPage'
import { RatesPage } from './rates/RatesPage'
import { RequestsSection } from './requests/RequestsSection'
import { ReviewsSection } from './reviews/ReviewsSection'
import { WebhooksPage } from './webhooks/WebhooksPage'

/**
 * Each section of the admin area's menu (`ADMIN_SECTIONS`, its path and menu entry) and its
 * page: a section named there and not here, or here and not there, does not compile.
 */
const SECTION_PAGES = {
  bookings: BookingsSection,
  payments: PaymentsSection,
  rates: RatesPage,
  'promo-codes': PromoCodesPage,
  'gift-vouchers': GiftVouchersPage,
  requests: RequestsSection,
  outbox: OutboxSection,
  members: MembersSection,
  newsletter: NewsletterSection,
  content: ContentSection,
  media: MediaSection,
  reviews: ReviewsSection,
  webhooks: WebhooksPage,
  'audit-log': AuditLogSection,
} satisfies Record<AdminSection, ComponentType>

/** The page of a section of the admin area. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  const Page = SECTION_PAGES[section]
  return <Page />
}
