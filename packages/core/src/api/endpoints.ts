// The API's endpoint table (DESIGN, "The wire and the flows"): every path the product calls is
// written here and nowhere else. The server registers its routes from it, clients call it with
// `call(endpoint, input)`, and the OpenAPI document is generated from it with `endpointSchemas`.
// Only types are imported: a client that calls a few endpoints bundles none of their schemas.
import type * as z from 'zod'
import type {
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
  adminSession,
  adminSecondFactorCode,
  adminSecondFactorVerify,
  adminBookings,
  adminPropertiesSearch,
  adminPropertySearch,
  adminMembers,
  adminMemberPoints,
  adjustMemberPoints,
  auditLog,
  adminOutbox,
  adminOutboxMail,
  resendMail,
  adminRequests,
  updateRequest,
  adminBooking,
  adminCancelBooking,
  adminChangeQuote,
  adminChangeBooking,
  adminChargeFee,
  adminRefundPayment,
  adminDayPayments,
  newsletterSubscribersCsv,
  ratesGrid,
  previewRateEdit,
  saveRateEdit,
  renameRatePlan,
  adminContentPage,
  saveContentPage,
  saveContentEntry,
  addContentEntry,
  removeContentEntry,
  adminReviews,
  moderateReview,
  adminMedia,
  uploadMedia,
  saveMedia,
  reorderMedia,
  removeMedia,
} from './adminEndpoints'
import type {
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  signedInResponseSchema,
  signedOutResponseSchema,
} from './auth'
import { cardPayment, newBooking } from './bookingEndpoints'
import type {
  contentQuerySchema,
  interactiveMapSchema,
  navigationPropertiesSchema,
  secondaryNavigationSchema,
} from './content'
import type {
  contentPageQuerySchema,
  contentPageResponseSchema,
} from './contentPages'
import {
  memberEndpoint,
  publicEndpoint,
  recentMemberEndpoint,
  type WireInput,
} from './endpoint'
import type { erasureRequestSchema } from './erasure'
import type { erasureResponseSchema } from './erasureResponses'
import type {
  favouriteChangedResponseSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
} from './favourites'
import type { healthResponseSchema, versionResponseSchema } from './health'
import type {
  claimReservationRequestSchema,
  memberReservationsQuerySchema,
  pointsHistoryQuerySchema,
  transferPointsRequestSchema,
} from './loyalty'
import type {
  loyaltyResponseSchema,
  memberReservationsResponseSchema,
  pointsHistoryResponseSchema,
  pointsTransferredResponseSchema,
} from './loyaltyResponses'
import {
  cancelBooking,
  editBooking,
  editBookingQuote,
  editGuest,
  findBooking,
  replaceCard,
  cardReplaced,
  viewBooking,
  viewBookingAvailability,
  submitReview,
} from './manageBookingEndpoints'
import type {
  activateOfferRequestSchema,
  memberOffersQuerySchema,
} from './memberOffers'
import type {
  memberOffersResponseSchema,
  offerActivatedResponseSchema,
} from './memberOffersResponses'
import type {
  memberNewsletterRequestSchema,
  memberNewsletterResponseSchema,
  newsletterActivatedResponseSchema,
  newsletterRequestedResponseSchema,
  newsletterSubscriptionRequestSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribedResponseSchema,
} from './newsletter'
import type {
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
import type {
  memberProfileRequestSchema,
  memberProfileResponseSchema,
} from './profile'
import type {
  anotherRoomQuerySchema,
  calendarQuerySchema,
  calendarResponseSchema,
  groupCalendarQuerySchema,
  propertyQuerySchema,
  propertyResponseSchema,
} from './property'
import type {
  propertyUnitsQuerySchema,
  propertyUnitsResponseSchema,
} from './propertyUnits'
import type {
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
} from './quote'
import type {
  propertyReviewsQuerySchema,
  propertyReviewsResponseSchema,
  reviewsOverviewResponseSchema,
} from './reviews'
import type {
  propertiesQuerySchema,
  propertiesResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from './search'
import { bookingRequest, callbackRequest } from './serviceRequestEndpoints'
import type { externalProviderRequestSchema } from './socialSignIn'
import type {
  externalProviderResponseSchema,
  identitiesResponseSchema,
  removeIdentityQuerySchema,
  socialProvidersResponseSchema,
} from './socialSignInResponses'
import type {
  stagingLoginRequestSchema,
  stagingLoginResponseSchema,
} from './staging'

// Modules of their own (the booking's, the forms' and the admin area's calls), so that a bundle
// calling none of them (the widget's search, the site's pages) is not given their rows by a chunk
// it shares with the flows that do.
export * from './adminEndpoints'
export * from './bookingEndpoints'
export * from './manageBookingEndpoints'
export * from './serviceRequestEndpoints'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

// System
export const health = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof healthResponseSchema>
>('health', 'GET', '/api/v1/health')
export const version = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof versionResponseSchema>
>('version', 'GET', '/api/v1/version')

// Search (SPEC 7)
export const suggestions = /* @__PURE__ */ publicEndpoint<
  In<typeof suggestionsQuerySchema>,
  Out<typeof suggestionsResponseSchema>
>('suggestions', 'GET', '/api/v1/search')
export const searchProperties = /* @__PURE__ */ publicEndpoint<
  In<typeof propertiesQuerySchema>,
  Out<typeof propertiesResponseSchema>
>('searchProperties', 'GET', '/api/v1/search/properties')
export const property = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyQuerySchema>,
  Out<typeof propertyResponseSchema>
>('property', 'GET', '/api/v1/search/property', ['not_found'])
export const propertyAnotherRoom = /* @__PURE__ */ publicEndpoint<
  In<typeof anotherRoomQuerySchema>,
  Out<typeof propertyResponseSchema>
>('propertyAnotherRoom', 'GET', '/api/v1/search/property-another-room', [
  'not_found',
])
export const unitAvailabilityCalendar = /* @__PURE__ */ publicEndpoint<
  In<typeof calendarQuerySchema>,
  Out<typeof calendarResponseSchema>
>(
  'unitAvailabilityCalendar',
  'GET',
  '/api/v1/search/unit-availability-calendar',
  ['not_found'],
)
export const availabilityCalendar = /* @__PURE__ */ publicEndpoint<
  In<typeof groupCalendarQuerySchema>,
  Out<typeof calendarResponseSchema>
>('availabilityCalendar', 'GET', '/api/v1/search/availability-calendar')
export const unitPriceQuote = /* @__PURE__ */ publicEndpoint<
  In<typeof unitQuoteRequestSchema>,
  Out<typeof unitQuoteResponseSchema>
>('unitPriceQuote', 'POST', '/api/v1/search/unit-price-quote', [
  'not_found',
  'sold_out',
])
export const finalPriceQuote = /* @__PURE__ */ publicEndpoint<
  In<typeof finalQuoteRequestSchema>,
  Out<typeof finalQuoteResponseSchema>
>('finalPriceQuote', 'POST', '/api/v1/search/final-price-quote', [
  'not_found',
  'sold_out',
])

// Content (SPEC 7)
export const secondaryNavigation = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof secondaryNavigationSchema>
>('secondaryNavigation', 'GET', '/api/v1/contentful/secondary-navigation')
export const interactiveMap = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof interactiveMapSchema>
>('interactiveMap', 'GET', '/api/v1/contentful/interactive-map')
export const navigationProperties = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof navigationPropertiesSchema>
>('navigationProperties', 'GET', '/api/v1/contentful/navigation-properties')
export const propertyReviews = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyReviewsQuerySchema>,
  Out<typeof propertyReviewsResponseSchema>
>('propertyReviews', 'GET', '/api/v1/contentful/reviews', ['not_found'])
export const reviewsOverview = /* @__PURE__ */ publicEndpoint<
  In<typeof contentQuerySchema>,
  Out<typeof reviewsOverviewResponseSchema>
>('reviewsOverview', 'GET', '/api/v1/contentful/reviews-overview')
export const contentPage = /* @__PURE__ */ publicEndpoint<
  In<typeof contentPageQuerySchema>,
  Out<typeof contentPageResponseSchema>
>('contentPage', 'GET', '/api/v1/contentful/page', ['not_found'])
export const propertyUnits = /* @__PURE__ */ publicEndpoint<
  In<typeof propertyUnitsQuerySchema>,
  Out<typeof propertyUnitsResponseSchema>
>('propertyUnits', 'GET', '/api/v1/contentful/property-units', ['not_found'])

// The staging gate (SPEC 1, 4): open while the gate is off.
export const stagingLogin = /* @__PURE__ */ publicEndpoint<
  In<typeof stagingLoginRequestSchema>,
  Out<typeof stagingLoginResponseSchema>
>('stagingLogin', 'POST', '/api/v1/staging/login', ['unauthorized'])
// Member accounts (SPEC 7); the tokens travel only in httpOnly cookies (decision 016)
type SignedIn = Out<typeof signedInResponseSchema>
type SignedOut = Out<typeof signedOutResponseSchema>
export const login = /* @__PURE__ */ publicEndpoint<
  In<typeof loginRequestSchema>,
  SignedIn
>('login', 'POST', '/api/v1/auth/login', ['unauthorized'])
export const register = /* @__PURE__ */ publicEndpoint<
  In<typeof registerRequestSchema>,
  Out<typeof registerResponseSchema>
>('register', 'POST', '/api/v1/auth/register')
export const logout = /* @__PURE__ */ publicEndpoint<undefined, SignedOut>(
  'logout',
  'POST',
  '/api/v1/auth/logout',
)
export const refreshToken = /* @__PURE__ */ publicEndpoint<undefined, SignedIn>(
  'refreshToken',
  'POST',
  '/api/v1/auth/refresh-token',
  ['unauthorized'],
)
export const checkToken = /* @__PURE__ */ memberEndpoint<undefined, SignedIn>(
  'checkToken',
  'GET',
  '/api/v1/auth/check-token',
)
// The site's own token routes (SPEC 7's proxy routes), kept at the paths the site calls.
export const getAccessToken = /* @__PURE__ */ publicEndpoint<
  undefined,
  SignedIn
>('getAccessToken', 'POST', '/api/auth/tokens/get-access-token/', [
  'unauthorized',
])
export const deleteTokens = /* @__PURE__ */ publicEndpoint<
  undefined,
  SignedOut
>('deleteTokens', 'DELETE', '/api/auth/tokens/delete-tokens/')
// Mailed links and the member's sessions (issue 12); SPEC 7 names reset-password with its
// callback and email-change with its callback and confirm.
type MailSent = Out<typeof mailSentResponseSchema>
type LinkToken = In<typeof linkTokenRequestSchema>
export const confirmEmail = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('confirmEmail', 'POST', '/api/v1/auth/confirm-email', ['link_invalid'])
export const resendConfirmation = /* @__PURE__ */ publicEndpoint<
  In<typeof mailRequestSchema>,
  MailSent
>('resendConfirmation', 'POST', '/api/v1/auth/resend-confirmation')
export const requestPasswordReset = /* @__PURE__ */ publicEndpoint<
  In<typeof mailRequestSchema>,
  MailSent
>('requestPasswordReset', 'POST', '/api/auth/reset-password/')
export const resetPassword = /* @__PURE__ */ publicEndpoint<
  In<typeof resetPasswordRequestSchema>,
  Out<typeof passwordChangedResponseSchema>
>('resetPassword', 'POST', '/api/auth/reset-password/callback/', [
  'link_invalid',
])
export const requestEmailChange = /* @__PURE__ */ memberEndpoint<
  In<typeof emailChangeRequestSchema>,
  MailSent
>('requestEmailChange', 'POST', '/api/auth/email-change/')
export const emailChangeCallback = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('emailChangeCallback', 'POST', '/api/auth/email-change/callback/', [
  'link_invalid',
])
export const confirmEmailChange = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('confirmEmailChange', 'POST', '/api/auth/email-change/confirm/', [
  'link_invalid',
  'conflict',
])
export const changePassword = /* @__PURE__ */ memberEndpoint<
  In<typeof changePasswordRequestSchema>,
  Out<typeof passwordChangedResponseSchema>
>('changePassword', 'POST', '/api/v1/auth/change-password')
export const memberSessions = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof memberSessionsResponseSchema>
>('memberSessions', 'GET', '/api/v1/auth/sessions')
export const endMemberSession = /* @__PURE__ */ memberEndpoint<
  In<typeof endSessionRequestSchema>,
  Out<typeof sessionsEndedResponseSchema>
>('endMemberSession', 'POST', '/api/v1/auth/sessions/end')
export const endOtherSessions = /* @__PURE__ */ memberEndpoint<
  In<typeof endOtherSessionsRequestSchema>,
  Out<typeof sessionsEndedResponseSchema>
>('endOtherSessions', 'POST', '/api/v1/auth/sessions/end-others')
// Social sign-in (decision 017); the redirect routes to and from the providers are in socialSignIn.ts.
export const socialProviders = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof socialProvidersResponseSchema>
>('socialProviders', 'GET', '/api/v1/auth/providers')
export const externalProvider = /* @__PURE__ */ publicEndpoint<
  In<typeof externalProviderRequestSchema>,
  Out<typeof externalProviderResponseSchema>
>('externalProvider', 'POST', '/api/v1/auth/external-provider', [
  'unauthorized',
])
export const identities = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof identitiesResponseSchema>
>('identities', 'GET', '/api/v1/auth/identities')
export const removeIdentity = /* @__PURE__ */ memberEndpoint<
  In<typeof removeIdentityQuerySchema>,
  Out<typeof identitiesResponseSchema>
>('removeIdentity', 'DELETE', '/api/v1/auth/identities', [
  'not_found',
  'conflict',
])

// Passkeys (issue 12, decision 018): the ceremony's challenge waits on the server under the id in
// an httpOnly cookie, path /api/v1/auth/passkeys, set by each options call.
type PasskeyOut = Out<typeof passkeySchema>
export const passkeyRegistrationOptions = /* @__PURE__ */ recentMemberEndpoint<
  undefined,
  Out<typeof passkeyRegistrationOptionsSchema>
>(
  'passkeyRegistrationOptions',
  'POST',
  '/api/v1/auth/passkeys/registration/options',
  ['conflict'],
)
export const verifyPasskeyRegistration = /* @__PURE__ */ memberEndpoint<
  In<typeof passkeyRegistrationRequestSchema>,
  PasskeyOut
>(
  'verifyPasskeyRegistration',
  'POST',
  '/api/v1/auth/passkeys/registration/verify',
  ['conflict'],
)
export const memberPasskeys = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof passkeysResponseSchema>
>('memberPasskeys', 'GET', '/api/v1/auth/passkeys')
export const renamePasskey = /* @__PURE__ */ memberEndpoint<
  In<typeof renamePasskeyRequestSchema>,
  PasskeyOut
>('renamePasskey', 'POST', '/api/v1/auth/passkeys/rename', ['not_found'])
export const removePasskey = /* @__PURE__ */ memberEndpoint<
  In<typeof removePasskeyRequestSchema>,
  Out<typeof passkeyRemovedResponseSchema>
>('removePasskey', 'POST', '/api/v1/auth/passkeys/remove', ['not_found'])
export const passkeyAuthenticationOptions = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof passkeyAuthenticationOptionsSchema>
>(
  'passkeyAuthenticationOptions',
  'POST',
  '/api/v1/auth/passkeys/authentication/options',
)
export const passkeySignIn = /* @__PURE__ */ publicEndpoint<
  In<typeof passkeySignInRequestSchema>,
  SignedIn
>('passkeySignIn', 'POST', '/api/v1/auth/passkeys/authentication/verify', [
  'unauthorized',
])

// The loyalty club (issue 13, decision 021): SPEC 7's /api/v1/crm/ calls for a signed-in member.
type LoyaltyOut = Out<typeof loyaltyResponseSchema>
export const joinClub = /* @__PURE__ */ memberEndpoint<undefined, LoyaltyOut>(
  'joinClub',
  'POST',
  '/api/v1/crm/add-loylaty',
)
export const memberLoyalty = /* @__PURE__ */ memberEndpoint<
  undefined,
  LoyaltyOut
>('memberLoyalty', 'GET', '/api/v1/crm/loyalty')
export const pointsHistory = /* @__PURE__ */ memberEndpoint<
  In<typeof pointsHistoryQuerySchema> | undefined,
  Out<typeof pointsHistoryResponseSchema>
>('pointsHistory', 'GET', '/api/v1/crm/points-history')
export const transferPoints = /* @__PURE__ */ recentMemberEndpoint<
  In<typeof transferPointsRequestSchema>,
  Out<typeof pointsTransferredResponseSchema>
>('transferPoints', 'POST', '/api/v1/crm/transfer-points')

// The member's bookings (issue 13's my-bookings): their own, and guest bookings to claim.
type ReservationsOut = Out<typeof memberReservationsResponseSchema>
export const memberReservations = /* @__PURE__ */ memberEndpoint<
  In<typeof memberReservationsQuerySchema>,
  ReservationsOut
>('memberReservations', 'GET', '/api/v1/crm/user-reservations-data')
export const claimReservation = /* @__PURE__ */ memberEndpoint<
  In<typeof claimReservationRequestSchema>,
  ReservationsOut
>('claimReservation', 'POST', '/api/v1/crm/claim-reservation', ['not_found'])
// A member's favourite properties (SPEC 7 crm/favorites, crm/user-favourites-data; issue 13):
// one path, POST to add and DELETE to remove, both idempotent.
type FavouriteChange = Out<typeof favouriteChangedResponseSchema>
export const addFavourite = /* @__PURE__ */ memberEndpoint<
  In<typeof favouriteRequestSchema>,
  FavouriteChange
>('addFavourite', 'POST', '/api/v1/crm/favorites', ['conflict'])
export const removeFavourite = /* @__PURE__ */ memberEndpoint<
  In<typeof favouriteRequestSchema>,
  FavouriteChange
>('removeFavourite', 'DELETE', '/api/v1/crm/favorites')
export const memberFavourites = /* @__PURE__ */ memberEndpoint<
  In<typeof favouritesQuerySchema>,
  Out<typeof favouritesResponseSchema>
>('memberFavourites', 'GET', '/api/v1/crm/user-favourites-data')

// The newsletter (SPEC 7 crm calls, decision 020); RFC 8058's one-click target, which takes a
// form body, is a route of its own (LIST_UNSUBSCRIBE_PATH).
type NewsletterToken = In<typeof newsletterTokenRequestSchema>
type MemberNewsletter = Out<typeof memberNewsletterResponseSchema>
export const newsletterSubscription = /* @__PURE__ */ publicEndpoint<
  In<typeof newsletterSubscriptionRequestSchema>,
  Out<typeof newsletterRequestedResponseSchema>
>('newsletterSubscription', 'POST', '/api/v1/crm/newsletter-subscription')
export const newsletterActivation = /* @__PURE__ */ publicEndpoint<
  NewsletterToken,
  Out<typeof newsletterActivatedResponseSchema>
>('newsletterActivation', 'POST', '/api/v1/crm/newsletter-activation', [
  'link_invalid',
])
export const newsletterUnsubscribe = /* @__PURE__ */ publicEndpoint<
  NewsletterToken,
  Out<typeof newsletterUnsubscribedResponseSchema>
>('newsletterUnsubscribe', 'POST', '/api/v1/crm/newsletter-unsubscribe', [
  'link_invalid',
])
export const memberNewsletter = /* @__PURE__ */ memberEndpoint<
  undefined,
  MemberNewsletter
>('memberNewsletter', 'GET', '/api/v1/crm/newsletter-subscription')
export const setMemberNewsletter = /* @__PURE__ */ memberEndpoint<
  In<typeof memberNewsletterRequestSchema>,
  MemberNewsletter
>('setMemberNewsletter', 'PUT', '/api/v1/crm/newsletter-subscription')

// GDPR erasure (SPEC 7 crm/anonymization, decision 022): the signed-in member's personal data
// removed in one transaction; every session ends and the answer clears the cookies.
export const eraseAccount = /* @__PURE__ */ memberEndpoint<
  In<typeof erasureRequestSchema>,
  Out<typeof erasureResponseSchema>
>('eraseAccount', 'POST', '/api/v1/crm/anonymization')
// The member's personal and contact data (SPEC 7 crm/user-personal-data, crm/user-update;
// issue 13). crm/change-email starts an e-mail change as /api/auth/email-change/ does, by the same
// domain function (decision 019): the crm row is the backend call for clients of the API, the
// proxy path stays the one the site's profile form posts and its mailed link belongs to.
type MemberProfileOut = Out<typeof memberProfileResponseSchema>
export const memberProfile = /* @__PURE__ */ memberEndpoint<
  undefined,
  MemberProfileOut
>('memberProfile', 'GET', '/api/v1/crm/user-personal-data')
export const updateMemberProfile = /* @__PURE__ */ memberEndpoint<
  In<typeof memberProfileRequestSchema>,
  MemberProfileOut
>('updateMemberProfile', 'PUT', '/api/v1/crm/user-update')
export const changeEmail = /* @__PURE__ */ memberEndpoint<
  In<typeof emailChangeRequestSchema>,
  MailSent
>('changeEmail', 'POST', '/api/v1/crm/change-email')

// Members' exclusive offers (issue 13, SPEC 7 crm/activate; decision 024).
export const memberOffers = /* @__PURE__ */ memberEndpoint<
  In<typeof memberOffersQuerySchema>,
  Out<typeof memberOffersResponseSchema>
>('memberOffers', 'GET', '/api/v1/crm/exclusive-offers')
export const activateOffer = /* @__PURE__ */ memberEndpoint<
  In<typeof activateOfferRequestSchema>,
  Out<typeof offerActivatedResponseSchema>
>('activateOffer', 'POST', '/api/v1/crm/activate', ['not_found'])

/** The whole table, for the server and the API document. */
export const endpoints = {
  health,
  version,
  suggestions,
  searchProperties,
  property,
  propertyAnotherRoom,
  unitAvailabilityCalendar,
  availabilityCalendar,
  unitPriceQuote,
  finalPriceQuote,
  secondaryNavigation,
  interactiveMap,
  navigationProperties,
  contentPage,
  cardPayment,
  newBooking,
  viewBooking,
  cancelBooking,
  editBooking,
  editBookingQuote,
  editGuest,
  replaceCard,
  cardReplaced,
  findBooking,
  viewBookingAvailability,
  bookingRequest,
  callbackRequest,
  stagingLogin,
  login,
  register,
  logout,
  refreshToken,
  checkToken,
  getAccessToken,
  deleteTokens,
  confirmEmail,
  resendConfirmation,
  requestPasswordReset,
  resetPassword,
  requestEmailChange,
  emailChangeCallback,
  confirmEmailChange,
  changePassword,
  memberSessions,
  endMemberSession,
  endOtherSessions,
  socialProviders,
  externalProvider,
  identities,
  removeIdentity,
  passkeyRegistrationOptions,
  verifyPasskeyRegistration,
  memberPasskeys,
  renamePasskey,
  removePasskey,
  passkeyAuthenticationOptions,
  passkeySignIn,
  joinClub,
  memberLoyalty,
  pointsHistory,
  transferPoints,
  memberReservations,
  claimReservation,
  addFavourite,
  removeFavourite,
  memberFavourites,
  newsletterSubscription,
  newsletterActivation,
  newsletterUnsubscribe,
  memberNewsletter,
  setMemberNewsletter,
  eraseAccount,
  memberProfile,
  updateMemberProfile,
  changeEmail,
  adminSession,
  adminSecondFactorCode,
  adminSecondFactorVerify,
  adminBookings,
  adminPropertiesSearch,
  adminPropertySearch,
  adminMembers,
  adminMemberPoints,
  adjustMemberPoints,
  auditLog,
  adminOutbox,
  adminOutboxMail,
  resendMail,
  adminRequests,
  updateRequest,
  adminBooking,
  adminCancelBooking,
  adminChangeQuote,
  adminChangeBooking,
  adminChargeFee,
  adminRefundPayment,
  adminDayPayments,
  newsletterSubscribersCsv,
  memberOffers,
  activateOffer,
  ratesGrid,
  previewRateEdit,
  saveRateEdit,
  renameRatePlan,
  adminContentPage,
  saveContentPage,
  saveContentEntry,
  addContentEntry,
  removeContentEntry,
  adminReviews,
  moderateReview,
  adminMedia,
  uploadMedia,
  saveMedia,
  reorderMedia,
  removeMedia,
  submitReview,
  propertyReviews,
  reviewsOverview,
  propertyUnits,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** Where the API document and its reference page are served. */
export const OPENAPI_PATH = '/api/v1/openapi.json'
export const API_DOCS_PATH = '/api/docs'
