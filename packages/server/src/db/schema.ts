import type { Language } from '@resort/core'
import type { PaymentDue, PaymentPolicy, PaymentType } from '@resort/core/api'
import type { ColumnType } from 'kysely'
import type { MailPurpose } from '../mail/mailPurpose'
/**
 * The database's tables as Kysely sees them; migrations under ./migrations create them.
 * Flags are 0/1 integers and dates of stay 'yyyy-MM-dd' text so that SQLite and PostgreSQL agree;
 * JSON columns hold text; money is integer minor units of the property's currency.
 */
export interface Database {
  app_meta: AppMetaTable
  rate_limits: RateLimitTable
  job_runs: JobRunTable
  unit_calendars: UnitCalendarTable
  partner_feed_secrets: PartnerFeedSecretTable
  unit_calendar_imports: UnitCalendarImportTable
  unit_calendar_import_nights: UnitCalendarImportNightTable
  gift_vouchers: GiftVoucherTable
  gift_voucher_moves: GiftVoucherMoveTable
  booking_reminders: BookingReminderTable
  booking_reminder_opt_outs: BookingReminderOptOutTable
  webhooks: WebhookTable
  webhook_deliveries: WebhookDeliveryTable
  webhook_attempts: WebhookAttemptTable
  promo_codes: PromoCodeTable
  promo_code_uses: PromoCodeUseTable
  properties: PropertyTable
  property_texts: PropertyTextTable
  region_texts: RegionTextTable
  unit_types: UnitTypeTable
  unit_type_texts: UnitTypeTextTable
  rate_plans: RatePlanTable
  rate_plan_texts: RatePlanTextTable
  policy_texts: PolicyTextTable
  payment_methods: PaymentMethodTable
  payment_method_texts: PaymentMethodTextTable
  supplements: SupplementTable
  supplement_texts: SupplementTextTable
  inventory: InventoryTable
  navigation_items: NavigationItemTable
  navigation_item_texts: NavigationItemTextTable
  bookings: BookingTable
  booking_units: BookingUnitTable
  booking_nights: BookingNightTable
  idempotency_keys: IdempotencyKeyTable
  payments: PaymentTable
  payment_events: PaymentEventTable
  payment_schedule: PaymentScheduleTable
  payment_movements: PaymentMovementTable
  service_requests: ServiceRequestTable
  mail_outbox: MailOutboxTable
  users: UserTable
  sessions: SessionTable
  refresh_tokens: RefreshTokenTable
  login_failures: LoginFailureTable
  account_links: AccountLinkTable
  user_identities: UserIdentityTable
  used_social_states: UsedSocialStateTable
  passkeys: PasskeyTable
  webauthn_challenges: WebAuthnChallengeTable
  loyalty_members: LoyaltyMemberTable
  points_entries: PointsEntryTable
  points_expiry_reminders: PointsExpiryReminderTable
  favourites: FavouriteTable
  newsletter_subscriptions: NewsletterSubscriptionTable
  newsletter_consents: NewsletterConsentTable
  newsletter_requests: NewsletterRequestTable
  admin_codes: AdminCodeTable
  admin_code_budgets: AdminCodeBudgetTable
  audit_log: AuditLogTable
  member_offers: MemberOfferTable
  member_offer_texts: MemberOfferTextTable
  member_offer_activations: MemberOfferActivationTable
  content_pages: ContentPageTable
  content_page_texts: ContentPageTextTable
  content_entries: ContentEntryTable
  content_entry_texts: ContentEntryTextTable
  reviews: ReviewTable
  media: MediaTable
  media_texts: MediaTextTable
}

interface AppMetaTable {
  key: string
  value: string
}

export type PropertyType = 'hotel' | 'villa' | 'apartment'

export interface PropertyTable {
  id: string
  type: PropertyType
  stars: number
  country_code: string
  region_id: string
  city: string
  latitude: number
  longitude: number
  currency: string
  /** JSON array of card brands (core's CardBrand). */
  allowed_card_brands: string
  check_in_from: string
  check_out_until: string
  /** JSON array of image paths. */
  images: string
  sort_order: number
  /** Street and number as written on the door; city and country above (issue 33). */
  street: string | null
  postal_code: string | null
  /** The reception's number in E.164 ('+38552830200'); null when the property has none. */
  phone: string | null
  reception_email: string | null
  /** What the generated pictures draw until staff upload photos (issue 33). */
  landscape: ColumnType<Landscape, Landscape | undefined>
  /** The tourist tax paid at the property, minor units per adult per night; 0 for none (decision 048). */
  tourist_tax: ColumnType<number, number | undefined>
}

/** A rate limit's counter for a route and client, shared by every process (issue 34). */
interface RateLimitTable {
  key: string
  /** Milliseconds since the epoch; a bigint column that both databases hand back as a number or string. */
  window_start: ColumnType<number | string, number, number>
  hits: number
}

interface JobRunTable {
  job: string
  /** Whole intervals of the job since the epoch; bigint, handed back as a number or string. */
  round: ColumnType<number | string, number, never>
  claimed_at: string
  claimed_by: string
}

/** A villa's or apartment's calendar feed (issue 35): its address's secret. */
interface UnitCalendarTable {
  unit_type_id: string
  token: string
  rotated_at: string
}

/** A partner's feeds' secret ('google': issue 35, decision 048). */
interface PartnerFeedSecretTable {
  partner: string
  token: string
  rotated_at: string
}

/** An outside calendar a villa or apartment is subscribed to (issue 35), as last fetched. */
interface UnitCalendarImportTable {
  id: string
  unit_type_id: string
  name: string
  url: string
  created_at: string
  status: 'waiting' | 'ok' | 'failed'
  problem: string | null
  fetched_at: string | null
}

/** A night an outside calendar takes; closed_here: this calendar closed it (it was open). */
interface UnitCalendarImportNightTable {
  import_id: string
  night: string
  closed_here: 0 | 1
}

/** A promo code staff created (issue 35, decision 044). */
export interface PromoCodeTable {
  id: string
  /** In upper case; guests' codes are matched in upper case. */
  code: string
  kind: 'percent' | 'amount'
  /** A whole percentage, or an amount in the currency's minor units. */
  value: number
  currency: string | null
  /** JSON arrays of ids; empty: every property, every rate. */
  property_ids: string
  rate_plan_ids: string
  stay_from: string | null
  stay_to: string | null
  book_from: string | null
  book_to: string | null
  min_nights: number
  max_uses: number | null
  max_uses_per_guest: number | null
  combinable: 0 | 1
  /** Bookings holding a use now. */
  uses: ColumnType<number, number | undefined, number>
  created_at: string
  voided_at: string | null
}

/** The use of a code a booking holds; released_at once its cancellation gave it back. */
interface PromoCodeUseTable {
  booking_id: string
  code_id: string
  email: string
  used_at: string
  released_at: string | null
}

/**
 * A gift voucher (issue 35, decision 045): pending while its card step is open, then active until
 * staff void or refund it. Spent and expired are read from its balance and valid_until.
 */
export interface GiftVoucherTable {
  id: string
  /** "ABCD-EFGH-JKMN"; null while pending. */
  code: string | null
  state: 'pending' | 'active' | 'void' | 'refunded'
  currency: string
  amount: number
  balance: number
  /** What went back to the buyer's card so far. */
  refunded: ColumnType<number, number | undefined, number>
  /** The gateway's intent the voucher was paid with. */
  intent: string
  buyer_name: string
  buyer_email: string
  recipient_name: string
  recipient_email: string | null
  message: string | null
  language: Language
  created_at: string
  bought_at: string | null
  /** The last day it may pay for a booking. */
  valid_until: string
}

/** A stay kept with the guest's consent for one reminder (issue 35, decision 047). */
export interface BookingReminderTable {
  id: string
  token_hash: string
  /** '' once the reminder's time is past; email_key stays. */
  email: string
  /** SHA-256 (hex) of the address in lower case: opt-outs and once per address. */
  email_key: string
  language: string
  property_id: string
  rate_id: string
  date_from: string
  date_to: string
  /** JSON: the rooms as the payment step had them. */
  units: string
  consented_at: string
  consent_ip: string | null
  created_at: string
  updated_at: string
  reminded_at: string | null
  unsubscribe_token_hash: string | null
}

/** An address that stopped booking reminders, as its hash (decision 047). */
interface BookingReminderOptOutTable {
  email_key: string
  created_at: string
}

/** An address told of booking events (decision 049). */
interface WebhookTable {
  id: string
  name: string
  url: string
  /** JSON: the event types. */
  events: string
  secret: string
  secret_since: string
  old_secret: string | null
  old_secret_until: string | null
  created_at: string
  removed_at: string | null
}

interface WebhookDeliveryTable {
  id: string
  webhook_id: string
  event_id: string
  type: string
  booking_id: string
  payload: string
  created_at: string
  state: 'waiting' | 'delivered' | 'failed'
  next_attempt_at: string | null
  attempts: ColumnType<number, number | undefined, number>
  replay_of: string | null
}

interface WebhookAttemptTable {
  delivery_id: string
  attempt: number
  at: string
  status: number | null
  problem: string | null
  duration_ms: number
}

/** A move of a voucher's value: signed minor units; a spend keeps what was given back of it. */
export interface GiftVoucherMoveTable {
  id: string
  voucher_id: string
  kind: 'bought' | 'spent' | 'returned' | 'refunded' | 'voided'
  amount: number
  booking_id: string | null
  returned: ColumnType<number, number | undefined, number>
  /** Staff's address for a refund or a void; null for the guest's and the server's moves. */
  actor: string | null
  created_at: string
}

/** A place as the generated pictures draw it: by the sea, by a lake, in the mountains. */
export type Landscape = 'sea' | 'lake' | 'mountains'

interface PropertyTextTable {
  property_id: string
  language: string
  name: string
  summary: string
  description: string
  /** Lower-case, accent-free name, city and region, for the search box. */
  search_text: string
}

interface RegionTextTable {
  region_id: string
  language: string
  name: string
}

export interface UnitTypeTable {
  id: string
  property_id: string
  /** Rooms in hotels, units in villas and apartments. */
  kind: 'room' | 'unit'
  size_m2: number
  bedrooms: number
  /** Guests the base price includes; more pay the extra adult or child price per night. */
  base_occupancy: number
  max_adults: number
  max_children: number
  max_occupancy: number
  extra_adult_price: number
  extra_child_price: number
  /** JSON arrays of amenity and accessibility codes, translated by the UI. */
  amenities: string
  accessibility: string
  images: string
  inventory_count: number
  /** The nightly price before season and weekday, for the base occupancy. */
  base_price: number
  sort_order: number
}

interface UnitTypeTextTable {
  unit_type_id: string
  language: string
  name: string
  description: string
}

/** RO room only, BB bed and breakfast, HB half board, FB full board, AI all inclusive. */
export type Board = 'RO' | 'BB' | 'HB' | 'FB' | 'AI'

export type Guarantee = PaymentType

export interface RatePlanTable {
  id: string
  property_id: string
  board: Board
  /** The rate's share of the night's price, in thousandths (900 = 10 % off). */
  price_factor_permille: number
  board_price_per_person_night: number
  refundable: 0 | 1
  /** Free cancellation until this many days before arrival; null when not refundable. */
  free_cancellation_days: number | null
  /** Share of the total charged for a cancellation after the free period. */
  cancellation_fee_percent: number
  /** The rate's payment policy (core's PaymentPolicy): how much, when, how. */
  payment_amount: PaymentPolicy['amount']
  payment_value: number
  payment_trigger: PaymentPolicy['trigger']
  payment_days: number
  payment_mode: PaymentPolicy['mode']
  guarantee: Guarantee
  min_nights: number
  sort_order: number
  /** Off the room price for verified club members (issue 13); 0 when the rate has no member price. */
  member_discount_percent: number
}

interface RatePlanTextTable {
  rate_plan_id: string
  language: string
  name: string
  board_name: string
  prepayment_message: string
}

export type PolicyKind = 'sales' | 'salesAdditional' | 'cancelation' | 'other'

interface PolicyTextTable {
  rate_plan_id: string
  language: string
  kind: PolicyKind
  position: number
  text: string
}

interface PaymentMethodTable {
  id: string
  property_id: string
  type: Guarantee
  sort_order: number
}

interface PaymentMethodTextTable {
  payment_method_id: string
  language: string
  name: string
  description: string
}

export type PriceType = 'PerStay' | 'PerNight' | 'PerPerson' | 'PerPersonNight'

export interface SupplementTable {
  id: string
  property_id: string
  category: string
  price_type: PriceType
  price: number
  max_quantity: number
  sort_order: number
  /** The meal it sells, which a rate whose board serves it does not sell (issue 33); null otherwise. */
  meal: 'breakfast' | 'dinner' | null
}

interface SupplementTextTable {
  supplement_id: string
  language: string
  name: string
  description: string
}

export interface InventoryTable {
  unit_type_id: string
  night: string
  total: number
  sold: number
  price: number
  closed: 0 | 1
  /** A stay arriving this night lasts at least this many nights; 0: the rate's own minimum only. */
  min_stay: ColumnType<number, number | undefined>
  closed_to_arrival: ColumnType<0 | 1, 0 | 1 | undefined>
  closed_to_departure: ColumnType<0 | 1, 0 | 1 | undefined>
}

interface NavigationItemTable {
  id: string
  menu: string
  path: string
  position: number
}

interface NavigationItemTextTable {
  navigation_item_id: string
  language: string
  label: string
  /** The page's localized slug (SPEC 2: localized slugs per language). */
  slug: string
}

type BookingStatus = 'confirmed' | 'cancelled'

export interface BookingTable {
  id: string
  status: BookingStatus
  property_id: string
  rate_plan_id: string
  date_from: string
  date_to: string
  language: string
  currency: string
  total_price: number
  prepayment_amount: number
  payment_type: Guarantee
  refundable: 0 | 1
  free_cancellation_until: string | null
  cancellation_fee_percent: number
  /** JSON: the reservation holder (title, gender, names). */
  holder: string
  /** JSON: the guest form (SPEC 3) without the email, which has its own column. */
  guest: string
  email: string
  policy_accepted: 0 | 1
  card_brand: string | null
  card_provider_code: string | null
  card_last4: string | null
  /** MM/yyyy */
  card_expiry: string | null
  card_token: string | null
  cancellation_fee: number | null
  created_at: string
  updated_at: string
  cancelled_at: string | null
  version: number
  /** The member who booked signed in (adb2cId), if any; no foreign key, erasure keeps it. */
  member_id: string | null
  /** The rate's texts and policies as sold (booking/soldTerms.ts); null before issue 14. */
  sold_terms: string | null
  /** The guest's and holder's names folded for the admin's search (booking/bookingSearchText.ts). */
  search_text: string
  /** JSON: the rate's payment policy as sold (core's PaymentPolicy); null before issue 32's policies. */
  payment_policy: string | null
}

/** What a payment is for: the card saved, the prepayment, a fee charged later. */
type PaymentKind = 'guarantee' | 'prepayment' | 'fee'

/**
 * Where a payment stands: started (the card step is open), saved (a guarantee's card kept),
 * held (the amount held for a capture), taken, released (given up, nothing taken), failed.
 */
type PaymentState =
  'started' | 'saved' | 'held' | 'taken' | 'released' | 'failed'

/**
 * A payment a booking's policy asks for later (issue 32): due (waiting for its day), running (a
 * job is at the gateway), done, failed (the card was declined: staff follow it up and the guest
 * is asked for another card), or cancelled (the booking was, or a change replaced it).
 */
export interface PaymentScheduleTable {
  id: string
  booking_id: string
  due_on: string
  action: PaymentDue['action']
  amount: number
  currency: string
  state: 'due' | 'running' | 'done' | 'failed' | 'cancelled'
  /** Runs the gateway declined; the idempotency key counts them, so a retry without an answer charges once. */
  attempts: ColumnType<number, number | undefined, number>
  /** The payment the run made, taken, held or failed. */
  payment_id: string | null
  /** The gateway's decline code of the last failed run. */
  failure: string | null
  created_at: string
  updated_at: string
}

/** Money that moved at the gateway (issue 32): taken, refunded, or a charge declined. */
interface PaymentMovementTable {
  id: string
  payment_id: string
  kind: 'taken' | 'refunded' | 'declined'
  amount: number
  /** The gateway's reference of the move: the intent, or the refund. */
  reference: string
  at: string
}

/** A gateway webhook event handled once (its id is the gateway's). */
interface PaymentEventTable {
  id: string
  type: string
  received_at: string
}

interface PaymentTable {
  id: string
  booking_id: string | null
  /** The gateway's intent (Stripe's seti_… or pi_…). */
  intent: string
  kind: PaymentKind
  /** What a fee was charged for (core's STAFF_FEES); null for other payments. */
  fee_for: 'no_show' | 'late_cancellation' | null
  state: PaymentState
  property_id: string
  currency: string
  /** Minor units asked for: 0 for a guarantee. */
  amount: number
  taken: ColumnType<number, number | undefined, number>
  refunded: ColumnType<number, number | undefined, number>
  /** The gateway's token of the card, for later charges. */
  payment_method: string | null
  customer: string | null
  created_at: string
  updated_at: string
}

export interface BookingUnitTable {
  booking_id: string
  position: number
  unit_type_id: string
  adults: number
  children: number
  initial_total: number
  total: number
  /** JSON: the selected supplements as priced. */
  supplements: string
  /** JSON: the price breakdown lines. */
  breakdown: string
  /** JSON: the children's ages (SPEC 3 childAges); null for units booked before 0028_child_ages. */
  child_ages: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >
}

interface BookingNightTable {
  booking_id: string
  unit_type_id: string
  night: string
  count: number
}

interface IdempotencyKeyTable {
  key: string
  /** sha256 of the request body, to tell a retry from another request under the same key. */
  request_hash: string
  status: 'in_progress' | 'done'
  response_status: number | null
  response_body: string | null
  created_at: string
  /** The booking made under this key, set in the booking's own transaction. */
  booking_id: string | null
}

export interface ServiceRequestTable {
  id: string
  kind: 'booking' | 'callback'
  language: string
  email: string | null
  /** JSON: the validated form. */
  payload: string
  created_at: string
  /** Where the team is with it (issue 14). */
  status: ColumnType<ServiceRequestStatus, ServiceRequestStatus | undefined>
  note: ColumnType<string | null, string | null | undefined>
}

export type ServiceRequestStatus = 'new' | 'in_progress' | 'done'

interface MailOutboxTable {
  id: string
  to_address: string
  subject: string
  text_body: string
  created_at: string
  sent_at: string | null
  error: string | null
  /** JSON object of extra header fields (List-Unsubscribe), or null; added by 0010_newsletter. */
  headers: ColumnType<string | null, string | null | undefined, string | null>
  /** What the mail is for (MailPurpose); null for mails stored before 0021_mail_purpose. */
  purpose: ColumnType<
    MailPurpose | null,
    MailPurpose | null | undefined,
    MailPurpose | null
  >
  /** The HTML part, or null for a plain-text mail; added by 0027_mail_html. */
  html_body: ColumnType<string | null, string | null | undefined, string | null>
  /** JSON array of the attached files (MailAttachment), or null; added by 0027_mail_html. */
  attachments: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >
}

/** A member (SPEC 3 Logged-in user); times are ISO 8601 UTC. */
export interface UserTable {
  /** SPEC 3's adb2cId: stable and opaque. */
  adb2c_id: string
  /** Trimmed and lower-cased; unique. */
  email: string
  email_verified_at: string | null
  /** argon2id PHC string; null for an account without a password. */
  password_hash: string | null
  first_name: string
  last_name: string
  country: string | null
  city: string | null
  zip_code: string | null
  address: string | null
  phonenumber: string | null
  language: string
  /** SPEC 3's title (Mr, Mrs, Ms, Miss, Dr, Prof), or null. */
  title: string | null
  created_at: string
  updated_at: string
}

/** One sign-in; its refresh tokens are one family. */
interface SessionTable {
  id: string
  user_id: string
  created_at: string
  last_used_at: string
  /** The absolute end of the session. */
  ends_at: string
  ended_at: string | null
  end_reason: SessionEndReason | null
  user_agent: string | null
  /** How the member proved who they are; null for sessions from before it was recorded. */
  auth_method: AuthMethod | null
  /** When the member last proved who they are in this session. */
  authenticated_at: string | null
  /** How an admin's session passed the admin area's second factor (issue 14); null until then. */
  second_factor: AdminSecondFactor | null
}

export type AdminSecondFactor = 'passkey' | 'code'

/** One change made in the admin area (issue 14): who, when, what, and the values before and after. */
interface AuditLogTable {
  id: string
  at: string
  admin_user_id: string
  admin_email: string
  /** What was done, e.g. points_adjusted. */
  action: string
  /** What kind of thing changed (member, booking, rate, ...) and which. */
  entity: string
  entity_id: string
  /** JSON of the changed values before and after; null where there was none. */
  before: string | null
  after: string | null
  note: string | null
}

/** A one-time code mailed to an admin for their session's second factor (issue 14). */
interface AdminCodeTable {
  session_id: string
  /** SHA-256 of the session id and the code: the code itself is never stored. */
  code_hash: string
  created_at: string
  expires_at: string
  wrong_tries: number
}

/** An admin account's wrong second-factor codes, across its sessions (issue 30). */
interface AdminCodeBudgetTable {
  user_id: string
  /** JSON array of the ISO times of wrong codes in the last 30 days, oldest first. */
  wrong_at: string
  /** Set when the budget is spent: the account's admin access is closed until an operator releases it. */
  locked_at: string | null
  updated_at: string
}

/** How a member signed in. */
export type AuthMethod = 'password' | 'passkey'

export type SessionEndReason =
  | 'logout'
  | 'refresh_token_reused'
  // Ended by the member from the list of sessions.
  | 'ended_by_member'
  | 'password_changed'

interface RefreshTokenTable {
  /** SHA-256 (hex) of the token; the token itself is only in the member's cookie. */
  token_hash: string
  session_id: string
  created_at: string
  used_at: string | null
}

interface LoginFailureTable {
  /** The address tried, normalized; known to us or not. */
  email: string
  /** JSON array of ISO times of failures within the last hour, oldest first. */
  failed_at: string
  updated_at: string
}

interface AccountLinkTable {
  /** SHA-256 (hex) of the link's token. */
  token_hash: string
  purpose: 'confirm_email' | 'reset_password' | 'change_email'
  user_id: string
  /** The address the link was mailed to (normalized). */
  email: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A provider identity of a member (decision 017): keyed by (issuer, subject), never by e-mail. */
export interface UserIdentityTable {
  /** Opaque, random; names the identity to the member. */
  id: string
  issuer: string
  subject: string
  provider: 'google' | 'microsoft' | 'facebook'
  user_id: string
  /** The address the provider gave when connected, if any. */
  email: string | null
  created_at: string
  last_used_at: string
}

/** A social sign-in state already used, kept until it would have expired. */
interface UsedSocialStateTable {
  id: string
  expires_at: string
}

/** A member's passkey (WebAuthn credential). */
interface PasskeyTable {
  /** The credential id, base64url. */
  id: string
  user_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** bigint: PostgreSQL's driver reads it as text. */
  counter: ColumnType<number | string, number, number>
  /** JSON array of transports. */
  transports: string
  device_type: 'singleDevice' | 'multiDevice'
  backed_up: number
  aaguid: string
  name: string
  created_at: string
  last_used_at: string | null
}

/** A WebAuthn ceremony under way: its challenge, single use. */
interface WebAuthnChallengeTable {
  /** SHA-256 (hex) of the random id in the ceremony cookie. */
  id: string
  purpose: 'registration' | 'authentication'
  challenge: string
  user_id: string | null
  session_id: string | null
  created_at: string
  expires_at: string
}

/** A member of the loyalty club (decision 021). */
export interface LoyaltyMemberTable {
  user_id: string
  member_number: string
  joined_at: string
}

/** Pending for stays to come, earned to spend, held paying a stay to come (decision 046). */
export type PointsBucket = 'pending' | 'earned' | 'held'
export type PointsReason =
  | 'stay_booked'
  | 'stay_changed'
  | 'stay_cancelled'
  | 'stay_completed'
  | 'transfer_in'
  | 'transfer_out'
  | 'adjustment'
  | 'expiry'
  | 'offer_bonus'
  | 'points_paid'
  | 'points_spent'
  | 'points_returned'

/** One entry of the append-only points ledger; a balance is the sum of a bucket's entries. */
export interface PointsEntryTable {
  id: string
  user_id: string
  bucket: PointsBucket
  points: number
  reason: PointsReason
  booking_id: string | null
  transfer_id: string | null
  lot_id: string | null
  /** The exclusive offer an offer_bonus entry is for (decision 024). */
  offer_id: string | null
  /** Why staff adjusted the points (issue 14), as the member reads it. */
  note: ColumnType<string | null, string | null | undefined, string | null>
  event_key: string
  created_at: string
}

/** An expiry reminder sent (60, 30 or 7 days before), so it is sent once. */
interface PointsExpiryReminderTable {
  user_id: string
  expires_at: string
  days_before: number
  sent_at: string
}
/** A member's favourite property (issue 13): one row per pair. */
interface FavouriteTable {
  user_id: string
  property_id: string
  created_at: string
}

/** One address's newsletter subscription (decision 020). */
export interface NewsletterSubscriptionTable {
  id: string
  /** Trimmed and lower-cased; unique. */
  email: string
  language: string
  status: 'pending' | 'active' | 'unsubscribed'
  /** SHA-256 (hex) of the List-Unsubscribe token. */
  unsubscribe_token_hash: string
  /** SHA-256 (hex) of the newest confirmation link's token, until used. */
  confirm_token_hash: string | null
  confirm_expires_at: string | null
  created_at: string
  updated_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** An entry of the append-only consent record: who agreed to (or withdrew) what, when, where. */
interface NewsletterConsentTable {
  id: string
  subscription_id: string
  event: 'requested' | 'confirmed' | 'withdrawn'
  source: string
  language: string
  text_version: string | null
  text_hash: string | null
  ip_prefix: string | null
  created_at: string
}

/** Recent subscription requests under one hashed key (an address or a client IP). */
interface NewsletterRequestTable {
  key: string
  /** JSON array of ISO times, oldest first. */
  requested_at: string
  updated_at: string
}

/** A members' exclusive offer (decision 024): bonus points for qualifying stays once activated. */
export interface MemberOfferTable {
  id: string
  slug: string
  /** multiplier: the stay's points times bonus_value more; fixed: bonus_value points. */
  bonus_kind: 'multiplier' | 'fixed'
  bonus_value: number
  /** JSON arrays of ids; both empty: every property. */
  region_ids: string
  property_ids: string
  min_nights: number
  /** Arrivals from and to ('yyyy-MM-dd', both included). */
  stay_from: string
  stay_to: string
  /** Days (UTC, both included) on which members may activate it. */
  activation_from: string
  activation_until: string
  sort_order: number
}

interface MemberOfferTextTable {
  offer_id: string
  language: string
  title: string
  summary: string
  terms: string
}

/** A member's activation of an offer: one per member and offer. */
interface MemberOfferActivationTable {
  user_id: string
  offer_id: string
  activated_at: string
}

interface ContentPageTable {
  id: string
  updated_at: string
}

interface ContentPageTextTable {
  page_id: string
  language: string
  title: string
  description: string
  intro: string
}

interface ContentEntryTable {
  id: string
  page_id: string
  position: number
  property_id: string | null
  /** ISO dates: an event's or an offer's first and last day. */
  starts_on: string | null
  ends_on: string | null
  /** ISO date: an article's day of publication. */
  published_on: string | null
  /** JSON: ContentEntryDetails (core). */
  details: string
}

interface ContentEntryTextTable {
  entry_id: string
  language: string
  /** The heading the entry is listed under ('' for none). */
  group_name: string
  title: string
  summary: string
  body: string
  /** JSON: a list of short lines. */
  facts: string
}

interface ReviewTable {
  id: string
  booking_id: string
  property_id: string
  language: string
  rating: number
  title: string
  text: string
  /** The guest's first name and the initial of the last, as the review shows it. */
  guest_name: string
  /** yyyy-MM: the month the stay began. */
  stayed_in: string
  status: 'pending' | 'published' | 'rejected'
  created_at: string
  moderated_at: string | null
}

/** What a photo of the media library belongs to (issue 33; core's MediaOwnerKind). */
export type MediaOwnerKind = 'property' | 'unit_type' | 'content_page'

/** A photo staff uploaded (issue 33); its files are on disk under media/{id}/. */
export interface MediaTable {
  id: string
  owner_kind: MediaOwnerKind
  owner_id: string
  /** Its place in the owner's list, from 1. */
  position: number
  /** The point the site's crops keep in view, 0..1 from the left and from the top. */
  focal_x: number
  focal_y: number
  /** The stored picture's size, upright. */
  width: number
  height: number
  format: 'jpeg' | 'png' | 'webp' | 'avif'
  /** Counts the crops: part of the picture's address, so browsers never keep an old crop. */
  revision: number
  created_at: string
  /** The admin's e-mail address. */
  created_by: string
}

interface MediaTextTable {
  media_id: string
  language: string
  /** Empty while staff have not written it: the photo is off the site until every language has one. */
  alt: string
  caption: string
}
