import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { StagingCredentials } from '#http/stagingGate'
import type { AuthKeys } from './accounts/accessTokens'
import type { AccountDeps } from './accounts/accountDeps'
import type { AfterAnswer } from './accounts/afterAnswer'
import type { PasskeyConfig } from './accounts/passkeyConfig'
import type { SocialClients } from './accounts/socialClients'
import type { BookingFacts } from './booking/bookingFacts'
import type { BookingTokens } from './booking/bookingTokens'
import type { OutsideCalendarFetchOptions } from './calendars/outsideCalendarFetch'
import type { CatalogCache } from './catalog/catalogSnapshot'
import type { DatabaseHandle } from './db/database'
import type { Database } from './db/schema'
import type { Handle } from './http/endpointRoutes'
import type { LedgerDeps } from './loyalty/loyaltyDeps'
import type { Mailer } from './mail/mailer'
import type { PhotoStore } from './media/photoStore'
import type { NewsletterDeps } from './newsletter/newsletterDeps'
import type { PaymentGateway } from './payments/paymentGateway'
import type { SearchCache } from './search/availability'
import type { WebhookDeps } from './webhooks/webhookRound'

/**
 * Told after a booking is confirmed, changed or cancelled (mail); failures are logged, not fatal.
 * `staffReason`: staff did it for the guest (issue 14), and the mail says why.
 */
type BookingNotify = (
  event: 'confirmed' | 'changed' | 'cancelled',
  booking: ExistingBookingResponse,
  language: Language,
  staffReason?: string,
) => Promise<void>

/** What the server's parts share, built once in buildApp: the one options shape of every route module. */
export interface AppContext {
  /** The staging gate's credential pair; undefined when the gate is off. */
  stagingGate?: StagingCredentials | undefined
  /** Set when the process was told to stop: readiness then says no while answers go on (issue 34). */
  shutdown: { draining: boolean }
  database: DatabaseHandle
  db: Kysely<Database>
  catalog: CatalogCache
  /** Staff's photos on disk (issue 33). */
  photos: PhotoStore
  /** Availability and search answers, reused for SEARCH_CACHE_MS. */
  cache: SearchCache
  tokens: BookingTokens
  /** The keys derived from AUTH_SECRET, loaded when the server starts (decision 039). */
  authKeys: AuthKeys
  /** The card gateway, over HTTP (decision 040): Stripe, or the built-in test gateway. */
  gateway: PaymentGateway
  /** The card page the widget opens for a booking's card step. */
  cardPage: { url: URL }
  /** Logs work that failed after an answer was decided, for staff to follow up; never throws. */
  logFailure: (error: unknown, what: string) => void
  mailer: Mailer
  notify?: BookingNotify
  /** Where booking and callback requests are mailed. */
  reservationsEmail: string
  /** The site's address as guests reach it, for links in mail (PUBLIC_BASE_URL). */
  publicBaseUrl: string
  /** ADMIN_EMAILS, normalized: the admins of SPEC 6. */
  adminEmails: ReadonlySet<string>
  /** The clock of accounts and the admin area (tests move it). */
  now: () => Date
  /** Work that runs once an answer is on its way (account mails); awaited when the server stops. */
  afterAnswer: AfterAnswer
  /** Social sign-in (decision 017). */
  social: SocialContext
  /** The relying party of members' passkeys (decision 018). */
  passkeys: PasskeyConfig
  /** MAP_STYLE_URL: the tile style the map page draws instead of its own base map (issue 16). */
  mapStyleUrl?: string | undefined
  /** How the units' outside calendars are fetched (issue 35). */
  outsideCalendars: OutsideCalendarFetchOptions
  /** Where webhook deliveries go from, and how (decision 049). */
  webhooks: WebhookDeps
  /** What a booking's view tells of loyalty and reviews (booking imports neither). */
  bookingFacts: BookingFacts
  /**
   * Told after a member's booking is made, changed or cancelled: the club settles the member's
   * points once the answer is on its way (decision 021).
   */
  memberBookingChanged: (memberId: string) => void
  /** What the account functions share (createAccountDeps), built once. */
  accounts: AccountDeps
  /** The loyalty ledger's database and clock, built once. */
  ledger: LedgerDeps
  /** What the newsletter's functions share (createNewsletterDeps), built once. */
  newsletter: NewsletterDeps
  /** The guest form's newsletter box (decision 020): a double opt-in mail after the booking. */
  newsletterSignUp?: (email: string, language: Language) => void
}

/** Social sign-in: the configured providers, where they send members back, the mail seam. */
export interface SocialContext {
  clients: SocialClients
  /** The site's address (PUBLIC_BASE_URL): the callbacks' redirect URIs are built on it. */
  publicBaseUrl: string
}

/** A route module: the handlers of some endpoints of core's table, over the app's context. */
export type RouteModule = (handle: Handle, context: AppContext) => void
