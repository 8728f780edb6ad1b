import type * as z from 'zod'
import {
  changePasswordRequestSchema,
  emailChangeRequestSchema,
  emailConfirmedResponseSchema,
  endOtherSessionsRequestSchema,
  endSessionRequestSchema,
  linkTokenRequestSchema,
  mailRequestSchema,
  mailSentResponseSchema,
  memberSessionsResponseSchema,
  passwordChangedResponseSchema,
  resetPasswordRequestSchema,
  sessionsEndedResponseSchema,
} from './accountLinks'
import {
  ADMIN_CODE_BUDGET,
  ADMIN_CODE_RULES,
  MAX_STAFF_REASON,
  adminBookingsQuerySchema,
  adminCodeRequestSchema,
  adminMemberPointsQuerySchema,
  adminMembersQuerySchema,
  auditLogQuerySchema,
  outboxMailRequestSchema,
  outboxQuerySchema,
  pointsAdjustmentRequestSchema,
  serviceRequestsQuerySchema,
  serviceRequestUpdateSchema,
  adminPropertiesQuerySchema,
  adminPropertyQuerySchema,
} from './admin'
import {
  adminBookingResponseSchema,
  subscribersCsvResponseSchema,
} from './adminBookingResponses'
import {
  adminBookingQuerySchema,
  adminCancelBookingSchema,
  adminChangeBookingSchema,
  adminChargeFeeSchema,
  adminRefundPaymentSchema,
  adminChangeQuoteSchema,
} from './adminBookings'
import {
  adminContentPageQuerySchema,
  adminContentPageResponseSchema,
  contentEntrySavedResponseSchema,
  contentEntryAddSchema,
  contentEntryRemovedResponseSchema,
  contentEntryRemoveSchema,
  contentEntryTextsSchema,
  contentPageSavedResponseSchema,
  contentPageTextsSchema,
} from './adminContent'
import {
  MEDIA_LIMITS,
  adminMediaResponseSchema,
  mediaItemSchema,
  mediaOwnerSchema,
  mediaRemovedResponseSchema,
  mediaRemoveSchema,
  mediaReorderSchema,
  mediaSaveSchema,
} from './adminMedia'
import { adminDayPaymentsQuerySchema } from './adminPayments'
import { adminDayPaymentsResponseSchema } from './adminPaymentsResponses'
import {
  RATE_EDIT_LIMITS,
  ratePlanRenameSchema,
  rateEditSaveSchema,
  rateEditSchema,
  ratesGridQuerySchema,
} from './adminRates'
import {
  rateEditPreviewResponseSchema,
  rateEditSavedResponseSchema,
  ratePlanRenamedResponseSchema,
  ratesGridResponseSchema,
} from './adminRatesResponses'
import {
  adminBookingsResponseSchema,
  adminCodeSentResponseSchema,
  adminMembersResponseSchema,
  auditLogResponseSchema,
  mailResentResponseSchema,
  outboxMailResponseSchema,
  outboxResponseSchema,
  pointsAdjustedResponseSchema,
  serviceRequestsResponseSchema,
  serviceRequestUpdatedResponseSchema,
  adminPropertiesResponseSchema,
  adminPropertyResponseSchema,
  adminSessionResponseSchema,
} from './adminResponses'
import {
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  signedInResponseSchema,
  signedOutResponseSchema,
} from './auth'
import {
  bookingAvailabilityQuerySchema,
  bookingAvailabilityResponseSchema,
  cancelBookingRequestSchema,
  editBookingQuoteRequestSchema,
  editBookingRequestSchema,
  editGuestRequestSchema,
  existingBookingSchema,
  findBookingRequestSchema,
  findBookingResponseSchema,
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  cardReplacedRequestSchema,
  replaceCardRequestSchema,
  newBookingRequestSchema,
  viewBookingQuerySchema,
} from './booking'
import {
  keepBookingReminderRequestSchema,
  keptBookingReminderSchema,
  stopBookingRemindersRequestSchema,
  stoppedBookingRemindersSchema,
  withdrawBookingReminderRequestSchema,
  withdrawnBookingReminderSchema,
} from './bookingReminders'
import {
  contentQuerySchema,
  interactiveMapSchema,
  navigationPropertiesSchema,
  secondaryNavigationSchema,
} from './content'
import {
  contentPageQuerySchema,
  contentPageResponseSchema,
} from './contentPages'
import type { OutputOf } from './endpoint'
import type { Endpoints } from './endpoints'
import { erasureRequestSchema } from './erasure'
import { erasureResponseSchema } from './erasureResponses'
import {
  favouriteChangedResponseSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
  MAX_FAVOURITES,
} from './favourites'
import {
  adminGiftVoucherSchema,
  adminGiftVouchersResponseSchema,
  giftVoucherBalanceSchema,
  giftVoucherBoughtSchema,
} from './giftVoucherResponses'
import {
  giftVoucherActionSchema,
  giftVoucherBalanceRequestSchema,
  giftVoucherOrderSchema,
  giftVoucherPurchaseSchema,
} from './giftVouchers'
import {
  adminGoogleFeedsResponseSchema,
  googleFeedXmlSchema,
} from './googleFeedResponses'
import {
  adminGoogleFeedsQuerySchema,
  GOOGLE_FEED_DAYS,
  GOOGLE_FEED_MAX_DAYS,
  googleFeedQuerySchema,
  googleListQuerySchema,
  googleSecretQuerySchema,
} from './googleFeeds'
import {
  healthResponseSchema,
  liveResponseSchema,
  versionResponseSchema,
} from './health'
import {
  claimReservationRequestSchema,
  memberReservationsQuerySchema,
  pointsHistoryQuerySchema,
  transferPointsRequestSchema,
} from './loyalty'
import {
  loyaltyResponseSchema,
  memberReservationsResponseSchema,
  pointsHistoryResponseSchema,
  pointsTransferredResponseSchema,
} from './loyaltyResponses'
import {
  activateOfferRequestSchema,
  memberOffersQuerySchema,
} from './memberOffers'
import {
  memberOffersResponseSchema,
  offerActivatedResponseSchema,
} from './memberOffersResponses'
import {
  LIST_UNSUBSCRIBE_PATH,
  NEWSLETTER_LIMITS,
  memberNewsletterRequestSchema,
  memberNewsletterResponseSchema,
  newsletterActivatedResponseSchema,
  newsletterRequestedResponseSchema,
  newsletterSubscriptionRequestSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribedResponseSchema,
} from './newsletter'
import {
  PASSKEY_CEREMONY_COOKIE,
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationRequestSchema,
  passkeyRemovedResponseSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  passkeysResponseSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from './passkeys'
import {
  memberProfileRequestSchema,
  memberProfileResponseSchema,
} from './profile'
import {
  adminPromoCodeSchema,
  adminPromoCodesResponseSchema,
} from './promoCodeResponses'
import {
  createPromoCodeRequestSchema,
  voidPromoCodeRequestSchema,
} from './promoCodes'
import {
  anotherRoomQuerySchema,
  calendarQuerySchema,
  calendarResponseSchema,
  groupCalendarQuerySchema,
  propertyQuerySchema,
  propertyResponseSchema,
} from './property'
import {
  propertyUnitsQuerySchema,
  propertyUnitsResponseSchema,
} from './propertyUnits'
import {
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
} from './quote'
import {
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  moderateReviewSchema,
  propertyReviewsQuerySchema,
  propertyReviewsResponseSchema,
  reviewsOverviewResponseSchema,
  reviewModeratedResponseSchema,
  reviewRequestSchema,
  reviewSubmittedResponseSchema,
} from './reviews'
import {
  propertiesQuerySchema,
  propertiesResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from './search'
import {
  bookingRequestResponseSchema,
  bookingRequestSchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
} from './serviceRequests'
import { externalProviderRequestSchema } from './socialSignIn'
import {
  externalProviderResponseSchema,
  identitiesResponseSchema,
  removeIdentityQuerySchema,
  socialProvidersResponseSchema,
} from './socialSignInResponses'
import {
  stagingLoginRequestSchema,
  stagingLoginResponseSchema,
} from './staging'
import {
  adminUnitCalendarsResponseSchema,
  unitCalendarFeedResponseSchema,
  unitCalendarImportRemovedSchema,
  unitCalendarImportSchema,
  unitCalendarSchema,
} from './unitCalendarResponses'
import {
  addUnitCalendarImportRequestSchema,
  adminUnitCalendarsQuerySchema,
  rotateUnitCalendarRequestSchema,
  unitCalendarFeedQuerySchema,
  unitCalendarImportRequestSchema,
  UNIT_CALENDAR_IMPORT_MINUTES,
  UNIT_CALENDAR_DAYS,
} from './unitCalendars'
import {
  adminWebhooksResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookRemovedSchema,
  webhookWithSecretSchema,
} from './webhookResponses'
import {
  createWebhookRequestSchema,
  replayWebhookDeliveryRequestSchema,
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_RETRY_SECONDS,
  webhookDeliveriesQuerySchema,
  webhookRequestSchema,
} from './webhooks'

export type EndpointTag =
  | 'system'
  | 'search'
  | 'content'
  | 'booking'
  | 'service'
  | 'auth'
  // The member's club data (SPEC 7 /api/v1/crm/; issue 13)
  | 'crm'
  // The staff's area (SPEC 6, 7 /api/v1/admin/; issue 14)
  | 'admin'

/** The per-IP limits of the server (RATE_LIMIT_*): state-changing booking calls, or the forms. */
export type RateLimitGroup = 'booking' | 'forms'

/** The schemas and documentation of one endpoint: what the server validates and the API document shows. */
export interface EndpointSchemas<Output = unknown> {
  summary: string
  tag: EndpointTag
  /** The query (GET, DELETE) or the JSON body (POST, PUT, PATCH); its input is the endpoint's. */
  request?: z.core.$ZodType
  response: z.core.$ZodType<Output>
  /** The success status; 200 when left out. */
  status?: 200 | 201 | 202
  limit?: RateLimitGroup
  /**
   * 'private' for a public call whose answer is the caller's own (a booking by its link, a
   * session's cookies, member prices): sent no-store. Every non-public call's answer is private.
   */
  cache?: 'private'
  /** More than the summary says, such as the headers the call reads. */
  description?: string
  /** The answer's media type when it is not JSON: the response schema is then a string, sent as it is. */
  produces?:
    | 'text/csv; charset=utf-8'
    | 'text/calendar; charset=utf-8'
    | 'application/xml; charset=utf-8'
  /**
   * The request's media type when it is not JSON: a form with a file (an upload). `request` is
   * then its query; the handler reads the file from the form itself, after access was checked.
   */
  consumes?: 'multipart/form-data'
}

type SchemaTable = {
  [K in keyof Endpoints]: EndpointSchemas<OutputOf<Endpoints[K]>>
}

const SESSION_COOKIES =
  'The session travels in the httpOnly access_token_cookie and refresh_token_cookie; session_user_cookie is readable by the site. With any of them, a call other than GET must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN; the server sets that cookie at sign-in, at refresh and on reads, bound to the session, and refuses a token it did not make for the session (403).'

const ADMIN_ACCESS = `${SESSION_COOKIES} Signed out: 401. Not an admin (SPEC 6: a member whose contact address is on the list), or an admin whose session has not passed its second factor (a passkey sign-in, or the mailed code): 403 forbidden (session: second_factor_required for the latter).`

const CREDENTIALS_HIDDEN =
  'Staff never read a credential: a link’s token and a sign-in code read [hidden], the link itself stays.'

const LINK_TOKENS =
  'The token is the one in the mailed link’s fragment (#token=); a link works once. An unknown, used or expired token is link_invalid (410), all alike.'

const REAUTHENTICATION =
  'Five minutes or more after signing in, the member’s password is asked again (reauthentication_required, or password_wrong).'
const PASSKEY_CEREMONY = `The options call sets the httpOnly ${PASSKEY_CEREMONY_COOKIE} cookie (path /api/v1/auth/passkeys, five minutes); the verify call must carry it, and its challenge is used once.`

const NEWSLETTER_ALIKE = `The answer is the same whether the address is new, waiting for its confirmation, subscribed or unsubscribed. At most ${NEWSLETTER_LIMITS.perAddress.requests} requests per address in ${NEWSLETTER_LIMITS.perAddress.windowMs / 3_600_000} hours and ${NEWSLETTER_LIMITS.perIp.requests} per client IP in ${NEWSLETTER_LIMITS.perIp.windowMs / 60_000} minutes (rate_limited).`

const content = <R extends z.ZodType>(summary: string, response: R) => ({
  summary,
  tag: 'content' as const,
  request: contentQuerySchema,
  response,
})

/** Each endpoint's schemas, by its name in the endpoint table. */
export const endpointSchemas = {
  health: {
    summary: 'Health, after a real query',
    tag: 'system',
    response: healthResponseSchema,
    description:
      'Readiness: 503 while the database does not answer within its bound, so that a balancer sends no traffic to this process.',
  },
  live: {
    summary: 'Liveness: the process answers',
    tag: 'system',
    response: liveResponseSchema,
    description:
      'Answers without touching the database: a process whose database is gone is alive but not ready (GET /api/v1/health).',
  },
  version: {
    summary: 'API and seed versions',
    tag: 'system',
    response: versionResponseSchema,
  },
  suggestions: {
    summary: 'Destinations and properties matching a text',
    tag: 'search',
    request: suggestionsQuerySchema,
    response: suggestionsResponseSchema,
  },
  searchProperties: {
    summary: 'Available properties for a stay',
    tag: 'search',
    request: propertiesQuerySchema,
    response: propertiesResponseSchema,
  },
  property: {
    summary: 'One property with its units, rates and extras for a stay',
    tag: 'search',
    request: propertyQuerySchema,
    response: propertyResponseSchema,
  },
  propertyAnotherRoom: {
    summary: 'Units still free beside those already chosen',
    tag: 'search',
    request: anotherRoomQuerySchema,
    response: propertyResponseSchema,
  },
  unitAvailabilityCalendar: {
    summary: 'Per-day availability and lowest nightly price',
    tag: 'search',
    request: calendarQuerySchema,
    response: calendarResponseSchema,
  },
  availabilityCalendar: {
    summary:
      'Per-day availability and lowest nightly price over the properties a search matches',
    tag: 'search',
    request: groupCalendarQuerySchema,
    response: calendarResponseSchema,
  },
  unitPriceQuote: {
    summary: 'One unit priced by the server',
    tag: 'search',
    cache: 'private',
    request: unitQuoteRequestSchema,
    response: unitQuoteResponseSchema,
  },
  finalPriceQuote: {
    summary: 'The whole reservation priced by the server',
    tag: 'search',
    cache: 'private',
    request: finalQuoteRequestSchema,
    response: finalQuoteResponseSchema,
  },
  secondaryNavigation: content(
    'The secondary menu with localized slugs',
    secondaryNavigationSchema,
  ),
  interactiveMap: content('Every property on the map', interactiveMapSchema),
  navigationProperties: content(
    'The properties for the menu, by type',
    navigationPropertiesSchema,
  ),
  propertyReviews: {
    summary: 'A property’s published reviews, newest first, with their average',
    tag: 'content',
    request: propertyReviewsQuerySchema,
    response: propertyReviewsResponseSchema,
  },
  reviewsOverview: content(
    'Every property’s review average and count, and the group’s',
    reviewsOverviewResponseSchema,
  ),
  contentPage: {
    summary: 'A content page of the site in a language, with its entries',
    tag: 'content',
    request: contentPageQuerySchema,
    response: contentPageResponseSchema,
  },
  propertyUnits: {
    summary:
      'A property’s pictures and unit types (its gallery and unit pages), or every property’s pictures',
    tag: 'content',
    request: propertyUnitsQuerySchema,
    response: propertyUnitsResponseSchema,
  },
  unitCalendarFeed: {
    summary:
      'A villa’s or apartment’s nights that cannot be booked, as an iCalendar feed for the other sites it is listed on',
    tag: 'content',
    cache: 'private',
    request: unitCalendarFeedQuerySchema,
    response: unitCalendarFeedResponseSchema,
    produces: 'text/calendar; charset=utf-8',
    description: `Issue 35. From today for ${UNIT_CALENDAR_DAYS} days: a run of nights sold out is one all-day event 'Booked', a run closed by staff 'Closed' (DTEND the morning after the last night). The token is the address's secret (staff read it and rotate it in the admin area); a wrong token or a unit that is not a villa or apartment is not_found, alike.`,
  },
  adminUnitCalendars: {
    summary:
      'The calendar feed addresses of a property’s villas and apartments (made on first read)',
    tag: 'admin',
    request: adminUnitCalendarsQuerySchema,
    response: adminUnitCalendarsResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35. With each unit's outside calendars, their last fetch and their conflicts (nights they take that are booked here). An unknown property is not_found; a hotel's rooms have no feeds (an empty list).`,
  },
  addUnitCalendarImport: {
    summary:
      'Subscribe a villa or apartment to an outside calendar (another site it is listed on); fetched at once',
    tag: 'admin',
    request: addUnitCalendarImportRequestSchema,
    response: unitCalendarImportSchema,
    description: `${ADMIN_ACCESS} Issue 35. Fetched now and every ${UNIT_CALENDAR_IMPORT_MINUTES} minutes: each event's nights are closed here, and opened again when the event goes (nights staff closed stay closed). A fetch that fails keeps the nights of the last one that worked; the answer says why it failed. Addresses on this network's private or loopback ranges are refused unless the server is configured to allow them. Written to the audit log.`,
  },
  refreshUnitCalendarImport: {
    summary: 'Fetch an outside calendar again now',
    tag: 'admin',
    request: unitCalendarImportRequestSchema,
    response: unitCalendarImportSchema,
    description: `${ADMIN_ACCESS} Issue 35.`,
  },
  removeUnitCalendarImport: {
    summary:
      'Unsubscribe a unit from an outside calendar; the nights only it closed open again',
    tag: 'admin',
    request: unitCalendarImportRequestSchema,
    response: unitCalendarImportRemovedSchema,
    description: `${ADMIN_ACCESS} Issue 35. Written to the audit log.`,
  },
  rotateUnitCalendar: {
    summary:
      'Give a villa’s or apartment’s calendar feed a new secret address; the old one stops working',
    tag: 'admin',
    request: rotateUnitCalendarRequestSchema,
    response: unitCalendarSchema,
    description: `${ADMIN_ACCESS} Issue 35. Written to the audit log (the secret itself is not).`,
  },
  googleAvailabilityFeed: {
    summary:
      'A property’s availability and restrictions for Google’s free booking links, as OpenTravel’s OTA_HotelAvailNotifRQ',
    tag: 'content',
    cache: 'private',
    request: googleFeedQuerySchema,
    response: googleFeedXmlSchema(
      'OTA_HotelAvailNotifRQ (OpenTravel 2021A): per unit type (InvTypeCode) and rate plan (RatePlanCode), each run of equal nights with its rooms free, staff’s closing and lengths of stay; then its runs closed or open to arrival and departure',
    ),
    produces: 'application/xml; charset=utf-8',
    description: `Issue 35, decision 048. From today for ${GOOGLE_FEED_DAYS} nights unless dateFrom and dateTo (yyyy-MM-dd, dateTo the morning after the last night) say otherwise: not before today, at most ${GOOGLE_FEED_MAX_DAYS} nights. HotelCode is the hotel list's id. The token is the feeds' secret (staff read it and rotate it in the admin area); a wrong token or an unknown property is not_found, alike.`,
  },
  googleRateFeed: {
    summary:
      'A property’s public prices for Google’s free booking links, as OpenTravel’s OTA_HotelRateAmountNotifRQ',
    tag: 'content',
    cache: 'private',
    request: googleFeedQuerySchema,
    response: googleFeedXmlSchema(
      'OTA_HotelRateAmountNotifRQ (OpenTravel 2021A, NotifType Overlay): per unit type and rate plan, each run of nights with the same prices, the price with VAT for 1 to the most adults (AgeQualifyingCode 10)',
    ),
    produces: 'application/xml; charset=utf-8',
    description: `Issue 35, decision 048. The window as googleAvailabilityFeed's. The public price a final-price-quote answers for a stay of that one night, never a member's, with the tourist tax paid at the property as each rate's compulsory fee (per adult and night); children's prices are not sent. A wrong token or an unknown property is not_found, alike.`,
  },
  googleHotelList: {
    summary:
      'Every property for Google’s hotel programme: its hotel list feed (listings)',
    tag: 'content',
    cache: 'private',
    request: googleListQuerySchema,
    response: googleFeedXmlSchema(
      "Google's hotel list feed: <listings> with <language> and a <listing> per property (id, name, address, country, latitude, longitude, phone, category, content)",
    ),
    produces: 'application/xml; charset=utf-8',
    description:
      "Issue 35, decision 048. Each listing's id is the property's HotelCode in the OpenTravel feeds, and the landing page's PARTNER-HOTEL-ID. Names and descriptions in lang. A wrong token is not_found.",
  },
  googlePointsOfSale: {
    summary:
      'Google’s landing pages file (PointsOfSale): where a free booking link opens the booking on the stay',
    tag: 'content',
    cache: 'private',
    request: googleSecretQuerySchema,
    response: googleFeedXmlSchema(
      "<PointsOfSale> with one <PointOfSale> whose <URL> is the landing address with Google's variables",
    ),
    produces: 'application/xml; charset=utf-8',
    description:
      'Issue 35, decision 048. The URL leads to /api/v1/google/landing with the hotel, arrival, departure, adults and language, which answers 302 to the booking page on the stay. A wrong token is not_found.',
  },
  adminGoogleFeeds: {
    summary:
      'The addresses of Google’s feeds, with the secret in each (made on first read), and a property’s hotel code',
    tag: 'admin',
    request: adminGoogleFeedsQuerySchema,
    response: adminGoogleFeedsResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 048. One secret serves every feed; an unknown property is not_found.`,
  },
  rotateGoogleFeeds: {
    summary:
      'Give Google’s feeds a new secret; the old addresses stop working at once',
    tag: 'admin',
    request: adminGoogleFeedsQuerySchema,
    response: adminGoogleFeedsResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 048. Answers the new addresses, the property's among them. Written to the audit log (the secret itself is not).`,
  },
  adminPromoCodes: {
    summary: 'Every promo code, newest first, with the uses bookings hold',
    tag: 'admin',
    response: adminPromoCodesResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 044.`,
  },
  createPromoCode: {
    summary:
      'Create a promo code: a percentage or an amount off the stay, with where, when and how often it applies',
    tag: 'admin',
    request: createPromoCodeRequestSchema,
    response: adminPromoCodeSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 044. The code is kept in upper case; one that exists already, in any case, is a conflict (409) on the code field. Written to the audit log.`,
  },
  voidPromoCode: {
    summary:
      'Void a promo code: no new quote or booking takes it; bookings keep it',
    tag: 'admin',
    request: voidPromoCodeRequestSchema,
    response: adminPromoCodeSchema,
    description: `${ADMIN_ACCESS} Issue 35. Written to the audit log.`,
  },
  keepBookingReminder: {
    summary:
      'Keep the stay on the payment step for one reminder, with the guest’s address and consent',
    tag: 'booking',
    cache: 'private',
    request: keepBookingReminderRequestSchema,
    response: keptBookingReminderSchema,
    limit: 'forms',
    description:
      'Issue 35, decision 047. Only with consent: true, given by the guest’s own tick. One reminder of the stay is mailed if no booking of it follows, at most one to an address in 7 days, never to an address that stopped them. `reminder` names a stay kept before, which this replaces.',
  },
  withdrawBookingReminder: {
    summary: 'Forget a kept stay: no reminder of it',
    tag: 'booking',
    cache: 'private',
    request: withdrawBookingReminderRequestSchema,
    response: withdrawnBookingReminderSchema,
    limit: 'forms',
    description:
      'Issue 35, decision 047. The guest unticked the consent, or booked. An unknown token answers alike: there is nothing to tell.',
  },
  adminWebhooks: {
    summary:
      'The addresses the hotel’s other systems hear of bookings at, with their deliveries waiting and failed',
    tag: 'admin',
    response: adminWebhooksResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. The secrets are not answered here.`,
  },
  createWebhook: {
    summary:
      'Register an address for booking events (created, changed, cancelled, paid); answers its signing secret once',
    tag: 'admin',
    request: createWebhookRequestSchema,
    response: webhookWithSecretSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. Each event is posted as JSON (x-webhooks in this document), signed as Standard Webhooks signs: headers webhook-id, webhook-timestamp and webhook-signature. A delivery that is not answered 2xx within the timeout is tried again after ${WEBHOOK_RETRY_SECONDS.map((seconds) => (seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`)).join(', ')}, then given up. Addresses on this network's private or loopback ranges are refused at delivery unless the server is configured to allow them. Written to the audit log (the secret itself is not).`,
  },
  rotateWebhookSecret: {
    summary:
      'Give an address a new signing secret; the old one signs beside it for a day',
    tag: 'admin',
    request: webhookRequestSchema,
    response: webhookWithSecretSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. While both sign, webhook-signature carries two signatures: a receiver accepts either. Written to the audit log.`,
  },
  removeWebhook: {
    summary:
      'Stop telling an address of bookings; its waiting deliveries are dropped',
    tag: 'admin',
    request: webhookRequestSchema,
    response: webhookRemovedSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. Written to the audit log.`,
  },
  webhookDeliveries: {
    summary:
      'An address’s deliveries, newest first, with each try and what the receiver answered',
    tag: 'admin',
    request: webhookDeliveriesQuerySchema,
    response: webhookDeliveriesResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. ${WEBHOOK_DELIVERIES_PAGE} a page; next names the page after.`,
  },
  replayWebhookDelivery: {
    summary:
      'Send a delivery again now, with the same event id, as a new delivery',
    tag: 'admin',
    request: replayWebhookDeliveryRequestSchema,
    response: webhookDeliverySchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 049. For a receiver that lost or refused an event: the same body under a new signature. Written to the audit log.`,
  },
  stopBookingReminders: {
    summary: 'Stop booking reminders to the address a reminder went to',
    tag: 'booking',
    cache: 'private',
    request: stopBookingRemindersRequestSchema,
    response: stoppedBookingRemindersSchema,
    limit: 'forms',
    description:
      'Issue 35, decision 047. The reminder page’s button, with the mail’s token; mail clients use the one-click List-Unsubscribe address (RFC 8058) instead. An unknown token is link_invalid.',
  },
  giftVoucherCardPayment: {
    summary:
      'Start the card step of a gift voucher: the amount taken on the card page',
    tag: 'booking',
    cache: 'private',
    request: giftVoucherOrderSchema,
    response: cardPaymentResponseSchema,
    limit: 'booking',
    description:
      'Issue 35, decision 045. Vouchers are sold in EUR, from 10 to 2,000. The buyer, recipient and message are checked now and kept with the intent; purchase makes the voucher once the card page confirmed it. The card is typed on the card page, never sent here (decision 040).',
  },
  purchaseGiftVoucher: {
    summary:
      'Make the voucher the card page paid for, and mail it; a retry answers the same voucher',
    tag: 'booking',
    cache: 'private',
    request: giftVoucherPurchaseSchema,
    response: giftVoucherBoughtSchema,
    limit: 'booking',
    description:
      'Issue 35, decision 045. The intent must be one giftVoucherCardPayment started and the gateway reports as taken in full (else payment_incomplete). The voucher is mailed to its recipient, or to the buyer to print; the code is answered to this call only.',
  },
  giftVoucherBalance: {
    summary: 'What is left on a gift voucher, by its code',
    tag: 'booking',
    cache: 'private',
    request: giftVoucherBalanceRequestSchema,
    response: giftVoucherBalanceSchema,
    limit: 'forms',
    description:
      'Issue 35, decision 045. The code travels in the body, never in an address. An unknown code is not_found; the call is rate-limited like the forms, so codes cannot be guessed.',
  },
  adminGiftVouchers: {
    summary:
      'Every gift voucher, newest first, with its moves (bought, spent, returned, refunded, voided)',
    tag: 'admin',
    response: adminGiftVouchersResponseSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 045. Staff see a code's last four signs only.`,
  },
  voidGiftVoucher: {
    summary:
      'Void a gift voucher: no booking can spend it any more; bookings it paid keep it',
    tag: 'admin',
    request: giftVoucherActionSchema,
    response: adminGiftVoucherSchema,
    description: `${ADMIN_ACCESS} Issue 35. A voucher refunded or voided already is a conflict. Written to the audit log.`,
  },
  refundGiftVoucher: {
    summary:
      'Refund what is left on a gift voucher to the card it was bought with, once',
    tag: 'admin',
    request: giftVoucherActionSchema,
    response: adminGiftVoucherSchema,
    description: `${ADMIN_ACCESS} Issue 35, decision 045. The balance goes back to the buyer's card once (the gateway's idempotency key is the voucher's); a voucher with nothing left, voided or refunded is a conflict. Written to the audit log.`,
  },
  cardPayment: {
    summary:
      'Start the card step of a booking: the gateway intent and its card page',
    tag: 'booking',
    cache: 'private',
    request: cardPaymentRequestSchema,
    response: cardPaymentResponseSchema,
    limit: 'booking',
    description:
      'Priced again like new-booking. A guarantee saves the card for later charges; a prepayment holds the amount due now, taken when the booking is made. The card is typed on the card page, never sent here (decision 040).',
  },
  newBooking: {
    summary: 'Book a stay (honours an Idempotency-Key header)',
    tag: 'booking',
    cache: 'private',
    request: newBookingRequestSchema,
    response: existingBookingSchema,
    status: 201,
    limit: 'booking',
    description:
      'An optional Idempotency-Key header (8 to 200 letters, digits, dots, colons, dashes or underscores) makes a retry with the same key and body answer the first result, never a second booking. A card rate names the intent card-payment started and the card page confirmed; a body with card data is refused (decision 040).',
  },
  viewBooking: {
    summary: 'A booking by its signed link',
    tag: 'booking',
    cache: 'private',
    request: viewBookingQuerySchema,
    response: existingBookingSchema,
  },
  submitReview: {
    summary: 'Review a stay that is over, once per booking',
    tag: 'booking',
    cache: 'private',
    request: reviewRequestSchema,
    response: reviewSubmittedResponseSchema,
    status: 201,
    limit: 'booking',
    description:
      'By the booking’s signed link. Refused while the stay is not over (conflict, token: stay_not_over), for a cancelled booking (cancelled) and for a booking already reviewed (conflict, token: already_reviewed). The review shows once staff publish it.',
  },
  cancelBooking: {
    summary: 'Cancel under the rate’s policy',
    tag: 'booking',
    cache: 'private',
    request: cancelBookingRequestSchema,
    response: existingBookingSchema,
    limit: 'booking',
  },
  editBooking: {
    summary: 'Change dates, units or extras',
    tag: 'booking',
    cache: 'private',
    request: editBookingRequestSchema,
    response: existingBookingSchema,
    limit: 'booking',
  },
  editBookingQuote: {
    summary: 'What a change would cost (changes nothing)',
    tag: 'booking',
    cache: 'private',
    request: editBookingQuoteRequestSchema,
    response: finalQuoteResponseSchema,
    // Limited like the writes: each quote runs (and rolls back) the edit's transaction.
    limit: 'booking',
  },
  editGuest: {
    summary: 'Change the guest’s contact details',
    tag: 'booking',
    cache: 'private',
    request: editGuestRequestSchema,
    response: existingBookingSchema,
    limit: 'booking',
  },
  replaceCard: {
    summary: 'Start the card step for another card on a booking',
    tag: 'booking',
    cache: 'private',
    request: replaceCardRequestSchema,
    response: cardPaymentResponseSchema,
    limit: 'booking',
    description:
      'By the booking’s signed link, for a confirmed booking whose rate’s payment policy still asks for money or whose card was declined (issue 32). Saves the new card at the gateway; the card is typed on the card page, never sent here (decision 040).',
  },
  cardReplaced: {
    summary: 'Keep the card the card page confirmed for a booking',
    tag: 'booking',
    cache: 'private',
    request: cardReplacedRequestSchema,
    response: existingBookingSchema,
    limit: 'booking',
    description:
      'The intent replace-card started, confirmed at the gateway and of a brand the property takes. A payment the declined card owed is made with the new card at once; a decline is a 402 (payment_declined, card: card_declined) and the payment stays owed.',
  },
  findBooking: {
    summary: 'The booking link for a booking number and e-mail address',
    tag: 'booking',
    cache: 'private',
    request: findBookingRequestSchema,
    response: findBookingResponseSchema,
    // Limited like the writes: it must not become a way to guess bookings.
    limit: 'booking',
  },
  viewBookingAvailability: {
    summary: 'Days the booking’s units are free, for changing dates',
    tag: 'booking',
    cache: 'private',
    request: bookingAvailabilityQuerySchema,
    response: bookingAvailabilityResponseSchema,
  },
  bookingRequest: {
    summary: 'A guest asks the reservations desk for a stay',
    tag: 'service',
    request: bookingRequestSchema,
    response: bookingRequestResponseSchema,
    status: 201,
    limit: 'forms',
  },
  callbackRequest: {
    summary: 'A guest asks to be called back',
    tag: 'service',
    request: callbackRequestSchema,
    response: callbackRequestResponseSchema,
    status: 201,
    limit: 'forms',
  },
  stagingLogin: {
    summary: 'Passes the staging gate with its shared credentials',
    tag: 'system',
    cache: 'private',
    request: stagingLoginRequestSchema,
    response: stagingLoginResponseSchema,
    status: 200,
    limit: 'forms',
  },
  login: {
    summary: 'Sign in with e-mail and password; sets the session cookies',
    tag: 'auth',
    cache: 'private',
    request: loginRequestSchema,
    response: signedInResponseSchema,
    limit: 'booking',
    description: `${SESSION_COOKIES} A wrong e-mail address and a wrong password get the same answer. After 100 failed sign-ins for one address within an hour, sign-ins for it are refused (429) until the oldest failure is an hour old.`,
  },
  register: {
    summary:
      'Create a member account; the answer is the same for a known address',
    tag: 'auth',
    cache: 'private',
    request: registerRequestSchema,
    response: registerResponseSchema,
    status: 202,
    limit: 'forms',
    description:
      'Passwords: 8 to 1024 characters of any kind; the most common passwords are refused (password_too_common).',
  },
  logout: {
    summary: 'Sign out: ends the session and clears the cookies',
    tag: 'auth',
    cache: 'private',
    response: signedOutResponseSchema,
    description: SESSION_COOKIES,
  },
  refreshToken: {
    summary:
      'A new access token for the refresh token cookie (which is replaced)',
    tag: 'auth',
    cache: 'private',
    response: signedInResponseSchema,
    description: `${SESSION_COOKIES} A refresh token is used once; one used again more than 10 seconds after it was exchanged ends the session.`,
  },
  checkToken: {
    summary: 'The signed-in member, by the access token cookie',
    tag: 'auth',
    response: signedInResponseSchema,
    description: SESSION_COOKIES,
  },
  getAccessToken: {
    summary: 'The site’s token route: as refresh-token',
    tag: 'auth',
    cache: 'private',
    response: signedInResponseSchema,
    description: SESSION_COOKIES,
  },
  deleteTokens: {
    summary: 'The site’s token route: as logout',
    tag: 'auth',
    cache: 'private',
    response: signedOutResponseSchema,
    description: SESSION_COOKIES,
  },
  confirmEmail: {
    summary: 'Confirm a registration with the token of its mailed link',
    tag: 'auth',
    cache: 'private',
    request: linkTokenRequestSchema,
    response: emailConfirmedResponseSchema,
    limit: 'forms',
    description: LINK_TOKENS,
  },
  resendConfirmation: {
    summary:
      'Mail a new confirmation link; the answer is the same for any address',
    tag: 'auth',
    cache: 'private',
    request: mailRequestSchema,
    response: mailSentResponseSchema,
    status: 202,
    limit: 'forms',
  },
  requestPasswordReset: {
    summary:
      'Mail a password reset link; the answer is the same for any address',
    tag: 'auth',
    cache: 'private',
    request: mailRequestSchema,
    response: mailSentResponseSchema,
    status: 202,
    limit: 'forms',
    description: 'The link works once, for one hour.',
  },
  resetPassword: {
    summary: 'Set a new password with the token of a reset link',
    tag: 'auth',
    cache: 'private',
    request: resetPasswordRequestSchema,
    response: passwordChangedResponseSchema,
    limit: 'forms',
    description: `${LINK_TOKENS} Every session of the member ends and the failed sign-ins of the address are forgotten.`,
  },
  requestEmailChange: {
    summary:
      'Mail a confirmation link to a new address (signed in, with the password)',
    tag: 'auth',
    request: emailChangeRequestSchema,
    response: mailSentResponseSchema,
    status: 202,
    limit: 'forms',
    description: `${SESSION_COOKIES} A wrong password is a missing_params answer on the password field.`,
  },
  emailChangeCallback: {
    summary:
      'The new address a change link would confirm (nothing changes yet)',
    tag: 'auth',
    cache: 'private',
    request: linkTokenRequestSchema,
    response: emailConfirmedResponseSchema,
    limit: 'forms',
    description: LINK_TOKENS,
  },
  confirmEmailChange: {
    summary: 'Change the address to the one the link was mailed to',
    tag: 'auth',
    cache: 'private',
    request: linkTokenRequestSchema,
    response: emailConfirmedResponseSchema,
    limit: 'forms',
    description: `${LINK_TOKENS} The old address is told of the change.`,
  },
  changePassword: {
    summary: 'Change the password (signed in, with the current one)',
    tag: 'auth',
    request: changePasswordRequestSchema,
    response: passwordChangedResponseSchema,
    limit: 'forms',
    description: `${SESSION_COOKIES} Every other session of the member ends.`,
  },
  memberSessions: {
    summary: 'The signed-in member’s open sessions',
    tag: 'auth',
    response: memberSessionsResponseSchema,
    description: SESSION_COOKIES,
  },
  endMemberSession: {
    summary: 'End one of the signed-in member’s sessions',
    tag: 'auth',
    request: endSessionRequestSchema,
    response: sessionsEndedResponseSchema,
    description: `${SESSION_COOKIES} ${REAUTHENTICATION}`,
  },
  endOtherSessions: {
    summary: 'End every session of the member but this one',
    tag: 'auth',
    request: endOtherSessionsRequestSchema,
    response: sessionsEndedResponseSchema,
    description: `${SESSION_COOKIES} ${REAUTHENTICATION}`,
  },
  socialProviders: {
    summary: 'The social sign-in providers configured on this server',
    tag: 'auth',
    response: socialProvidersResponseSchema,
    description:
      'Show a button only for these. Sign-in starts with a top-level GET of /api/auth/{provider}/?lang=xx and ends on /{lang}/orchestration?outcome=...&provider=... (decision 017).',
  },
  externalProvider: {
    summary:
      'The e-mail address for a social identity whose provider gave none',
    tag: 'auth',
    cache: 'private',
    request: externalProviderRequestSchema,
    response: externalProviderResponseSchema,
    status: 202,
    limit: 'forms',
    description:
      'Needs the httpOnly connect_pending cookie that a callback ending in outcome email_required set (30 minutes, used once). The address is kept unconfirmed and a confirmation mail is due; the answer is the same whether the address had an account.',
  },
  identities: {
    summary: 'The social identities connected to the signed-in member',
    tag: 'auth',
    response: identitiesResponseSchema,
    description: SESSION_COOKIES,
  },
  removeIdentity: {
    summary: 'Disconnect a social identity from the signed-in member',
    tag: 'auth',
    request: removeIdentityQuerySchema,
    response: identitiesResponseSchema,
    description: `${SESSION_COOKIES} The last way to sign in of an account without a password is not removed (409, last_way_to_sign_in).`,
  },
  passkeyRegistrationOptions: {
    summary: 'Options to add a passkey (startRegistration’s optionsJSON)',
    tag: 'auth',
    response: passkeyRegistrationOptionsSchema,
    description: `${SESSION_COOKIES} ${PASSKEY_CEREMONY} Only within ten minutes of signing in (401 with sign_in_again otherwise); at most 20 passkeys a member (409 with too_many_passkeys).`,
  },
  verifyPasskeyRegistration: {
    summary: 'Add the passkey startRegistration made',
    tag: 'auth',
    request: passkeyRegistrationRequestSchema,
    response: passkeySchema,
    status: 201,
    description: `${SESSION_COOKIES} ${PASSKEY_CEREMONY}`,
  },
  memberPasskeys: {
    summary: 'The signed-in member’s passkeys',
    tag: 'auth',
    response: passkeysResponseSchema,
    description: SESSION_COOKIES,
  },
  renamePasskey: {
    summary: 'Rename one of the member’s passkeys',
    tag: 'auth',
    request: renamePasskeyRequestSchema,
    response: passkeySchema,
    description: SESSION_COOKIES,
  },
  removePasskey: {
    summary: 'Remove one of the member’s passkeys; it no longer signs in',
    tag: 'auth',
    request: removePasskeyRequestSchema,
    response: passkeyRemovedResponseSchema,
    description: SESSION_COOKIES,
  },
  passkeyAuthenticationOptions: {
    summary:
      'Options to sign in with a passkey (startAuthentication’s optionsJSON)',
    tag: 'auth',
    cache: 'private',
    response: passkeyAuthenticationOptionsSchema,
    limit: 'booking',
    description: `${PASSKEY_CEREMONY} Any passkey of the site may answer (no allowCredentials).`,
  },
  passkeySignIn: {
    summary:
      'Sign in with the passkey startAuthentication used; sets the session cookies',
    tag: 'auth',
    cache: 'private',
    request: passkeySignInRequestSchema,
    response: signedInResponseSchema,
    limit: 'booking',
    description: `${SESSION_COOKIES} ${PASSKEY_CEREMONY} An unknown or removed passkey, a used or expired challenge, another origin or a signature counter that went back all get the same 401.`,
  },
  joinClub: {
    summary:
      'Join the loyalty club (add-loylaty, SPEC 7’s spelling); joining again changes nothing',
    tag: 'crm',
    response: loyaltyResponseSchema,
    description: SESSION_COOKIES,
  },
  memberLoyalty: {
    summary:
      'The member’s club membership and points (earned, pending, when they expire), or null before joining',
    tag: 'crm',
    response: loyaltyResponseSchema,
    description: `${SESSION_COOKIES} Stays are settled first: a stay that is over has earned its points.`,
  },
  pointsHistory: {
    summary:
      'Every entry of the member’s points ledger, newest first, with its reason',
    tag: 'crm',
    request: pointsHistoryQuerySchema,
    response: pointsHistoryResponseSchema,
    description: SESSION_COOKIES,
  },
  transferPoints: {
    summary:
      'Send earned points to another member, named by member number and last name',
    tag: 'crm',
    request: transferPointsRequestSchema,
    response: pointsTransferredResponseSchema,
    description: `${SESSION_COOKIES} Needs a sign-in (password or passkey) within the last ten minutes (sign_in_again). At least the minimum, at most the yearly maximum; a wrong number and a wrong name get the same recipient_unknown. The same requestId moves nothing twice. Both members are mailed.`,
  },
  memberReservations: {
    summary:
      'The member’s bookings (made signed in, or claimed) with their points, and guest bookings made with the member’s address that the member may claim',
    tag: 'crm',
    request: memberReservationsQuerySchema,
    response: memberReservationsResponseSchema,
    description: `${SESSION_COOKIES} Each booking carries a fresh signed link to open it in the manage flow.`,
  },
  claimReservation: {
    summary:
      'Make a guest booking made with the member’s (verified) address the member’s own',
    tag: 'crm',
    request: claimReservationRequestSchema,
    response: memberReservationsResponseSchema,
    description: `${SESSION_COOKIES} A booking of another address, or already a member’s, is not_found.`,
  },
  addFavourite: {
    summary: 'Keep a property among the signed-in member’s favourites',
    tag: 'crm',
    request: favouriteRequestSchema,
    response: favouriteChangedResponseSchema,
    description: `${SESSION_COOKIES} Adding a favourite again changes nothing. An unknown property is refused (missing_params, propertyId: property_unknown), and one more when the member keeps ${MAX_FAVOURITES} is a conflict (409, propertyId: too_many_favourites).`,
  },
  removeFavourite: {
    summary: 'Take a property off the signed-in member’s favourites',
    tag: 'crm',
    request: favouriteRequestSchema,
    response: favouriteChangedResponseSchema,
    description: `${SESSION_COOKIES} Removing one that is not a favourite changes nothing.`,
  },
  memberFavourites: {
    summary: 'The signed-in member’s favourite properties, newest first',
    tag: 'crm',
    request: favouritesQuerySchema,
    response: favouritesResponseSchema,
    description: SESSION_COOKIES,
  },
  newsletterSubscription: {
    summary:
      'Ask for the newsletter: a confirmation link is mailed (double opt-in)',
    tag: 'crm',
    cache: 'private',
    request: newsletterSubscriptionRequestSchema,
    response: newsletterRequestedResponseSchema,
    status: 202,
    limit: 'forms',
    description: `${NEWSLETTER_ALIKE} The mail's link opens /{lang}/newsletter-confirm#token=... and works once, for 7 days; a newer request ends the older link. The consent (when, from where, which text) is recorded.`,
  },
  newsletterActivation: {
    summary: 'Confirm a subscription with the token of its mailed link',
    tag: 'crm',
    cache: 'private',
    request: newsletterTokenRequestSchema,
    response: newsletterActivatedResponseSchema,
    limit: 'forms',
    description: `The token is the one in the confirmation link's fragment (#token=); fetching the link itself confirms nothing. An unknown, used or expired token is link_invalid (410), all alike.`,
  },
  newsletterUnsubscribe: {
    summary: 'Unsubscribe with the token of a newsletter mail',
    tag: 'crm',
    cache: 'private',
    request: newsletterTokenRequestSchema,
    response: newsletterUnsubscribedResponseSchema,
    limit: 'forms',
    description: `The token of the mail's List-Unsubscribe address (${LIST_UNSUBSCRIBE_PATH}?token=...), as the unsubscribed page posts it; it keeps working, so unsubscribing twice answers alike. An unknown token is link_invalid (410).`,
  },
  memberNewsletter: {
    summary: 'The signed-in member’s newsletter subscription',
    tag: 'crm',
    response: memberNewsletterResponseSchema,
    description: SESSION_COOKIES,
  },
  setMemberNewsletter: {
    summary: 'Subscribe or unsubscribe the signed-in member’s address',
    tag: 'crm',
    request: memberNewsletterRequestSchema,
    response: memberNewsletterResponseSchema,
    limit: 'forms',
    description: `${SESSION_COOKIES} The member's confirmed address is subscribed at once (it was proven at registration); the consent is recorded with source profile.`,
  },
  eraseAccount: {
    summary:
      'Erase the signed-in member’s personal data (anonymization); the bookings’ accounting stays',
    tag: 'crm',
    request: erasureRequestSchema,
    response: erasureResponseSchema,
    description: `${SESSION_COOKIES} Needs confirmed: true (else missing_params, confirmed: confirmation_required) and a sign-in (password or passkey) within the last ten minutes, or the password again (401 with sign_in_again without it; password_wrong, password_not_set). In one transaction the account, its sign-in ways, sessions, favourites, club membership and points (forfeited), newsletter subscription and mails are deleted, and the guest data of the member's bookings (signed in, or made with the address) is blanked; amounts, dates, property and status stay, and consent records stay without address or IP (decision 022). Every session ends and the cookies are cleared; a second call is not signed in (401). A short notice is mailed first.`,
  },
  memberProfile: {
    summary:
      'The signed-in member’s personal data (title, names, language) and contact data',
    tag: 'crm',
    response: memberProfileResponseSchema,
    description: SESSION_COOKIES,
  },
  updateMemberProfile: {
    summary:
      'Change the signed-in member’s personal and contact data (not the e-mail address)',
    tag: 'crm',
    request: memberProfileRequestSchema,
    response: memberProfileResponseSchema,
    description: `${SESSION_COOKIES} Checked as the booking’s guest form is (SPEC 5): every refused field is a missing_params answer with its code, and nothing is saved. Empty optional fields are kept as null; a phone number is kept in its international form (+ and digits), so it prefills the guest form. session_user_cookie is set anew with the saved first name.`,
  },
  changeEmail: {
    summary:
      'Start an e-mail change: mail a confirmation link to a new address (signed in, with the password)',
    tag: 'crm',
    request: emailChangeRequestSchema,
    response: mailSentResponseSchema,
    status: 202,
    limit: 'forms',
    description: `${SESSION_COOKIES} The same as /api/auth/email-change/ (decision 019): the link in the mail confirms the new address. A wrong password is a missing_params answer on the password field.`,
  },
  adminSession: {
    summary:
      'Whether the signed-in member may use the admin area, and how this session passed its second factor',
    tag: 'admin',
    response: adminSessionResponseSchema,
    description: `${ADMIN_ACCESS} Answers 200 with secondFactor null to an admin whose session has not passed it yet, so the page can ask for it.`,
  },
  adminSecondFactorCode: {
    summary: 'Mail the signed-in admin a one-time code for this session',
    tag: 'admin',
    response: adminCodeSentResponseSchema,
    status: 202,
    description: `${SESSION_COOKIES} Signed out: 401; not an admin: 403. The code has ${ADMIN_CODE_RULES.digits} digits, works for ${ADMIN_CODE_RULES.validMinutes} minutes and for this session only, and a new one replaces it (at most one every ${ADMIN_CODE_RULES.resendSeconds} s: rate_limited).`,
  },
  adminSecondFactorVerify: {
    summary: 'Pass the admin session’s second factor with the mailed code',
    tag: 'admin',
    request: adminCodeRequestSchema,
    response: adminSessionResponseSchema,
    description: `${SESSION_COOKIES} A wrong code is missing_params (code: code_wrong); after ${ADMIN_CODE_RULES.attempts} wrong tries, or once expired, the code is gone (code: code_expired) and a new one must be asked for. The account's wrong codes, across sessions, are limited: after ${ADMIN_CODE_BUDGET.wrongPerHour} in an hour, rate_limited (with Retry-After) without checking the code; the ${ADMIN_CODE_BUDGET.wrongPerWindow}th in ${ADMIN_CODE_BUDGET.windowDays} days locks the account's admin access (403, account: admin_locked) until an operator releases it.`,
  },
  adminBookings: {
    summary:
      'Find bookings by number, guest name or e-mail, property, stay dates and status; sorted and paged',
    tag: 'admin',
    request: adminBookingsQuerySchema,
    response: adminBookingsResponseSchema,
    description: `${ADMIN_ACCESS} from/to find the stays that overlap them.`,
  },
  adminPropertiesSearch: {
    summary:
      'The properties, found by name or place (SPEC 7 properties-search)',
    tag: 'admin',
    request: adminPropertiesQuerySchema,
    response: adminPropertiesResponseSchema,
    description: ADMIN_ACCESS,
  },
  adminPropertySearch: {
    summary:
      'One property with its unit types and rates (SPEC 7 property-search)',
    tag: 'admin',
    request: adminPropertyQuerySchema,
    response: adminPropertyResponseSchema,
    description: ADMIN_ACCESS,
  },
  adminMembers: {
    summary:
      'Find members by part of the address or name, or by member number (at most 50), with their points',
    tag: 'admin',
    request: adminMembersQuerySchema,
    response: adminMembersResponseSchema,
    description: ADMIN_ACCESS,
  },
  adminMemberPoints: {
    summary: 'A member’s points history, as the member reads it',
    tag: 'admin',
    request: adminMemberPointsQuerySchema,
    response: pointsHistoryResponseSchema,
    description: ADMIN_ACCESS,
  },
  adjustMemberPoints: {
    summary:
      'Add or take a member’s earned points, with the reason the member reads',
    tag: 'admin',
    request: pointsAdjustmentRequestSchema,
    response: pointsAdjustedResponseSchema,
    description: `${ADMIN_ACCESS} Taken oldest credit first and never below zero (points: insufficient_points). The same requestId changes nothing twice. Written to the audit log with the earned points before and after.`,
  },
  auditLog: {
    summary:
      'Every admin change, newest first: who, when, what, the values before and after',
    tag: 'admin',
    request: auditLogQuerySchema,
    response: auditLogResponseSchema,
    description: `${ADMIN_ACCESS} q finds an admin’s address, an action or a thing’s id.`,
  },
  adminOutbox: {
    summary:
      'The mails the site sent, newest first, found by part of the address or subject',
    tag: 'admin',
    request: outboxQuerySchema,
    response: outboxResponseSchema,
    description: `${ADMIN_ACCESS} ${CREDENTIALS_HIDDEN}`,
  },
  adminOutboxMail: {
    summary:
      'One mail as it was sent: address, subject, text and header fields, credentials hidden',
    tag: 'admin',
    request: outboxMailRequestSchema,
    response: outboxMailResponseSchema,
    description: `${ADMIN_ACCESS} ${CREDENTIALS_HIDDEN} resend says how the mail may be sent again.`,
  },
  resendMail: {
    summary:
      'Send a mail of the outbox again: as it was, or with a new link where it carried one',
    tag: 'admin',
    request: outboxMailRequestSchema,
    response: mailResentResponseSchema,
    status: 202,
    description: `${ADMIN_ACCESS} A new mail in the outbox, written to the audit log. A password-reset or address-confirmation mail is not copied: the member gets a new link and the old one stops working. An admin's sign-in code, an e-mail change link and a newsletter confirmation are never sent again (conflict): the admin asks for a new code at sign-in, the recipient asks again on the site.`,
  },
  adminRequests: {
    summary: 'Booking and call-back requests, newest first, by status and kind',
    tag: 'admin',
    request: serviceRequestsQuerySchema,
    response: serviceRequestsResponseSchema,
    description: ADMIN_ACCESS,
  },
  updateRequest: {
    summary: 'Set a request’s status (new, in progress, done) and its note',
    tag: 'admin',
    request: serviceRequestUpdateSchema,
    response: serviceRequestUpdatedResponseSchema,
    description: `${ADMIN_ACCESS} Written to the audit log with the status and note before and after.`,
  },
  adminBooking: {
    summary:
      'One booking as staff see it: guest, holder, units, prices, the terms sold, and its history (changes, staff’s changes, mails), newest first',
    tag: 'admin',
    request: adminBookingQuerySchema,
    response: adminBookingResponseSchema,
    description: `${ADMIN_ACCESS} No card data and no guest's link. An unknown number is not_found (id).`,
  },
  adminCancelBooking: {
    summary:
      'Cancel a booking on the guest’s behalf, with the reason the guest is mailed',
    tag: 'admin',
    request: adminCancelBookingSchema,
    response: adminBookingResponseSchema,
    description: `${ADMIN_ACCESS} The guest's own rules: a stay that has begun is not_editable; an already cancelled booking is cancelled (409). The fee is the rate's terms' unless waiveFee. The nights are sold again; the guest is mailed in the booking's language with the reason (1 to ${MAX_STAFF_REASON} characters); written to the audit log with the status and fee before and after.`,
  },
  adminChangeQuote: {
    summary:
      'What a change of dates, units or extras would cost, priced as the guest’s own change (changes nothing)',
    tag: 'admin',
    request: adminChangeQuoteSchema,
    response: finalQuoteResponseSchema,
    description: `${ADMIN_ACCESS} Priced for the member who booked (member prices when they still may have them), the booking's own nights counted as free.`,
  },
  adminChangeBooking: {
    summary:
      'Change dates, units or extras on the guest’s behalf, with the reason the guest is mailed',
    tag: 'admin',
    request: adminChangeBookingSchema,
    response: adminBookingResponseSchema,
    description: `${ADMIN_ACCESS} The guest's own rules and prices: a booking the guest may not change (begun, non-refundable, prepaid, cancelled) is refused alike; expectedTotal is the quote's total (else price_changed). The guest is mailed in the booking's language with the reason; written to the audit log with dates, units and total before and after.`,
  },
  adminDayPayments: {
    summary:
      'The money that moved on a day (UTC), to reconcile with the gateway’s report, and the payments declined cards left owed',
    tag: 'admin',
    request: adminDayPaymentsQuerySchema,
    response: adminDayPaymentsResponseSchema,
    description: `${ADMIN_ACCESS} Totals per currency; each move with its booking, guest, property and the gateway’s reference. No card data.`,
  },
  adminChargeFee: {
    summary:
      'Charge a no-show or late-cancellation fee to the card on file, with the reason the guest is mailed',
    tag: 'admin',
    request: adminChargeFeeSchema,
    response: adminBookingResponseSchema,
    description: `${ADMIN_ACCESS} Issue 32. A no-show: a confirmed booking whose arrival day has come. A late cancellation: a cancelled booking with a cancellation fee. The amount is at most that fee (a no-show: the total), less fees charged already; the same fee twice is charged once. Charged off-session to the card the booking keeps (else conflict); a decline is payment_declined and kept as a failed payment. The guest is mailed in the booking's language with the reason; written to the audit log.`,
  },
  adminRefundPayment: {
    summary:
      'Refund part or all of a payment taken, with the reason the guest is mailed',
    tag: 'admin',
    request: adminRefundPaymentSchema,
    response: adminBookingResponseSchema,
    description: `${ADMIN_ACCESS} Issue 32. At most what the payment took less what was refunded (else conflict). The guest is mailed in the booking's language with the reason; written to the audit log with the payment's refunded amount before and after.`,
  },
  newsletterSubscribersCsv: {
    summary:
      'The confirmed newsletter subscribers as CSV: address, language, when subscribed, consent text version',
    tag: 'admin',
    response: subscribersCsvResponseSchema,
    produces: 'text/csv; charset=utf-8',
    description: `${ADMIN_ACCESS} An attachment (RFC 4180, CRLF); a cell that starts with =, +, -, @, a tab or a carriage return gets a leading ' so a spreadsheet never runs it. Each export is written to the audit log with the number of rows.`,
  },
  memberOffers: {
    summary:
      'The exclusive offers a club member may activate, in a language, with whether and when this member activated each',
    tag: 'crm',
    request: memberOffersQuerySchema,
    response: memberOffersResponseSchema,
    description: `${SESSION_COOKIES} A signed-in account that has not joined the club is refused (missing_params, offers: not_a_member). Lists the offers that may be activated today and those the member activated whose stays may still come (decision 024).`,
  },
  activateOffer: {
    summary:
      'Activate an exclusive offer (activate, SPEC 7): stays booked signed in from now on that qualify earn its bonus points',
    tag: 'crm',
    request: activateOfferRequestSchema,
    response: offerActivatedResponseSchema,
    description: `${SESSION_COOKIES} Activating again answers the first activation. An unknown offer is not_found; outside its activation days it is refused (missing_params, offerId: offer_not_active); an account that has not joined the club gets offerId: not_a_member. A qualifying stay (arrival in the offer's stay window, a property it covers, the minimum nights) booked after the activation carries the bonus as offer_bonus points: pending until the stay is over, then earned; gone when the stay is cancelled or changed so it no longer qualifies.`,
  },
  ratesGrid: {
    summary:
      'A property’s unit types night by night: price, each rate’s price, rooms to sell and sold, closed, minimum stay, closed to arrival and departure',
    tag: 'admin',
    request: ratesGridQuerySchema,
    response: ratesGridResponseSchema,
    description: `${ADMIN_ACCESS} At most ${RATE_EDIT_LIMITS.gridDays} days from \`from\` to \`to\` (both included). Rates derive from the night’s price by their factor (decision 026).`,
  },
  previewRateEdit: {
    summary:
      'What an edit of nights (one, or a date range on chosen weekdays) would change, before and after, with warnings',
    tag: 'admin',
    request: rateEditSchema,
    response: rateEditPreviewResponseSchema,
    description: `${ADMIN_ACCESS} Changes nothing. Refused at the field: a past night (from: in_past), a range over ${RATE_EDIT_LIMITS.editDays} days, a price outside ${RATE_EDIT_LIMITS.minPrice}–${RATE_EDIT_LIMITS.maxPrice} minor units after the change (price.value: price_out_of_range), rooms to sell above the units that exist (roomsToSell: above_inventory), no change asked (changes: required). Closing or cutting nights that confirmed bookings hold is allowed and warned: the bookings keep their nights and prices.`,
  },
  saveRateEdit: {
    summary:
      'Save a previewed edit of nights in one transaction, written to the audit log with every night before and after',
    tag: 'admin',
    request: rateEditSaveSchema,
    response: rateEditSavedResponseSchema,
    description: `${ADMIN_ACCESS} The same checks as the preview; if any night changed since the preview (its \`expected\`), nothing is saved (409 conflict, expected: changed_since_preview): preview again. Search, calendars and quotes answer with the new values at once.`,
  },
  renameRatePlan: {
    summary: 'Rename a rate in one or more languages',
    tag: 'admin',
    request: ratePlanRenameSchema,
    response: ratePlanRenamedResponseSchema,
    description: `${ADMIN_ACCESS} Bookings already made keep the name they were sold under (decision 025). Written to the audit log with the names before and after.`,
  },
  adminReviews: {
    summary: 'Reviews by status, newest first (pending by default)',
    tag: 'admin',
    request: adminReviewsQuerySchema,
    response: adminReviewsResponseSchema,
    description: ADMIN_ACCESS,
  },
  moderateReview: {
    summary: 'Publish or reject a review',
    tag: 'admin',
    request: moderateReviewSchema,
    response: reviewModeratedResponseSchema,
    description: `${ADMIN_ACCESS} Written to the audit log with the status before and after; a published review counts in its property’s average at once.`,
  },
  adminContentPage: {
    summary: 'A content page with its entries, in all five languages',
    tag: 'admin',
    request: adminContentPageQuerySchema,
    response: adminContentPageResponseSchema,
    description: `${ADMIN_ACCESS} Every entry, past events too.`,
  },
  saveContentPage: {
    summary:
      'A content page’s heading, description and lead in all five languages',
    tag: 'admin',
    request: contentPageTextsSchema,
    response: contentPageSavedResponseSchema,
    description: `${ADMIN_ACCESS} All five languages at once, each once. The site shows the new texts at once. Written to the audit log with the texts before and after.`,
  },
  saveContentEntry: {
    summary: 'A content entry’s texts in all five languages',
    tag: 'admin',
    request: contentEntryTextsSchema,
    response: contentEntrySavedResponseSchema,
    description: `${ADMIN_ACCESS} All five languages at once, each once, and the entry’s days when given (the last not before the first). Written to the audit log with the texts before and after.`,
  },
  addContentEntry: {
    summary: 'A new entry at the end of a content page, in all five languages',
    tag: 'admin',
    request: contentEntryAddSchema,
    response: contentEntrySavedResponseSchema,
    status: 201,
    description: `${ADMIN_ACCESS} All five languages at once, each once; listed under the page’s last group; a news article is dated today. Written to the audit log.`,
  },
  removeContentEntry: {
    summary: 'Takes an entry off its content page, in every language',
    tag: 'admin',
    request: contentEntryRemoveSchema,
    response: contentEntryRemovedResponseSchema,
    description: `${ADMIN_ACCESS} Written to the audit log with the texts it had.`,
  },
  adminMedia: {
    summary:
      'A property’s, room type’s or content page’s photos in the site’s order, with their texts in five languages',
    tag: 'admin',
    request: mediaOwnerSchema,
    response: adminMediaResponseSchema,
    description: `${ADMIN_ACCESS} An unknown owner is not_found (ownerId). Unpublished photos too (published: false until the alt text is written in every language).`,
  },
  uploadMedia: {
    summary:
      'Upload a photo (JPEG, PNG, WebP or AVIF) to the end of an owner’s list, without its location and camera data',
    tag: 'admin',
    request: mediaOwnerSchema,
    response: mediaItemSchema,
    status: 201,
    consumes: 'multipart/form-data',
    description: `${ADMIN_ACCESS} The file is the form's part named file, at most ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB; its type is read from its content, not its name or the type sent. Refused at the field file: not a JPEG, PNG, WebP or AVIF picture (file_type), too large (file_too_large), smaller than ${MEDIA_LIMITS.minWidth} × ${MEDIA_LIMITS.minHeight} pixels or above ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels (file_too_small, file_too_large), damaged (file_unreadable), none (required). Turned upright by its orientation, re-encoded without metadata (EXIF, GPS, XMP, ICC comments), kept with a focal point in the middle; not on the site until its alt text is written in every language. At most ${MEDIA_LIMITS.perOwner} photos per owner (conflict). Written to the audit log.`,
  },
  saveMedia: {
    summary: 'A photo’s focal point, alt text and caption in five languages',
    tag: 'admin',
    request: mediaSaveSchema,
    response: mediaItemSchema,
    description: `${ADMIN_ACCESS} All five languages at once, each once. The photo is on the site once every language has its alt text, off it while one is empty. A new focal point gives the picture a new address (the old one stays cached by browsers). Written to the audit log with the values before and after.`,
  },
  reorderMedia: {
    summary: 'The order of an owner’s photos on the site',
    tag: 'admin',
    request: mediaReorderSchema,
    response: adminMediaResponseSchema,
    description: `${ADMIN_ACCESS} mediaIds names every photo of the owner once (else conflict, mediaIds: stale_list: read the list again). Written to the audit log with the order before and after.`,
  },
  removeMedia: {
    summary: 'Delete a photo and its files; the site no longer shows it',
    tag: 'admin',
    request: mediaRemoveSchema,
    response: mediaRemovedResponseSchema,
    description: `${ADMIN_ACCESS} Where an owner has no photo left, the site shows its generated pictures again. Written to the audit log with the texts the photo had.`,
  },
} satisfies SchemaTable
