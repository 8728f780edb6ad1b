// The API's endpoint table (DESIGN, "The wire and the flows"): every path the product calls is
// written here and nowhere else. The server registers its routes from it, clients call it with
// `call(endpoint, input)`, and the OpenAPI document is generated from it with `endpointSchemas`.
//
// The rows live in modules by area (search, booking, content, account, ...), each re-exported here:
// a bundler never splits one module across chunks, so a page's chunk carries only the rows of the
// areas its flows call, not every row that any page calls (issue 33's size budgets). Those modules
// import schemas as types only: a client that calls a few endpoints bundles none of their schemas.
import {
  register,
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
  eraseAccount,
} from './accountEndpoints'
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
import { cardPayment, newBooking } from './bookingEndpoints'
import {
  keepBookingReminder,
  withdrawBookingReminder,
  stopBookingReminders,
} from './bookingReminderEndpoints'
import {
  secondaryNavigation,
  interactiveMap,
  navigationProperties,
  propertyReviews,
  reviewsOverview,
  contentPage,
  propertyUnits,
} from './contentEndpoints'
import {
  addFavourite,
  removeFavourite,
  memberFavourites,
} from './favouriteEndpoints'
import {
  giftVoucherCardPayment,
  purchaseGiftVoucher,
  giftVoucherBalance,
  adminGiftVouchers,
  voidGiftVoucher,
  refundGiftVoucher,
} from './giftVoucherEndpoints'
import {
  googleAvailabilityFeed,
  googleRateFeed,
  googleHotelList,
  googlePointsOfSale,
  adminGoogleFeeds,
  rotateGoogleFeeds,
} from './googleFeedEndpoints'
import {
  joinClub,
  memberLoyalty,
  pointsHistory,
  transferPoints,
  memberOffers,
  activateOffer,
} from './loyaltyEndpoints'
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
import { memberReservations, claimReservation } from './memberBookingEndpoints'
import {
  newsletterSubscription,
  newsletterActivation,
  newsletterUnsubscribe,
  memberNewsletter,
  setMemberNewsletter,
} from './newsletterEndpoints'
import {
  memberProfile,
  updateMemberProfile,
  changeEmail,
} from './profileEndpoints'
import {
  adminPromoCodes,
  createPromoCode,
  voidPromoCode,
} from './promoCodeEndpoints'
import {
  property,
  propertyAnotherRoom,
  unitPriceQuote,
  finalPriceQuote,
} from './propertyEndpoints'
import {
  suggestions,
  searchProperties,
  availabilityCalendar,
  unitAvailabilityCalendar,
} from './searchEndpoints'
import { bookingRequest, callbackRequest } from './serviceRequestEndpoints'
import {
  login,
  logout,
  refreshToken,
  checkToken,
  getAccessToken,
  deleteTokens,
} from './sessionEndpoints'
import {
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
} from './signInMethodEndpoints'
import { health, live, version, stagingLogin } from './systemEndpoints'
import {
  unitCalendarFeed,
  adminUnitCalendars,
  rotateUnitCalendar,
  addUnitCalendarImport,
  refreshUnitCalendarImport,
  removeUnitCalendarImport,
} from './unitCalendarEndpoints'
import {
  adminWebhooks,
  createWebhook,
  rotateWebhookSecret,
  removeWebhook,
  webhookDeliveries,
  replayWebhookDelivery,
} from './webhookEndpoints'

export * from './accountEndpoints'
export * from './adminEndpoints'
export * from './bookingEndpoints'
export * from './bookingReminderEndpoints'
export * from './contentEndpoints'
export * from './favouriteEndpoints'
export * from './giftVoucherEndpoints'
export * from './googleFeedEndpoints'
export * from './loyaltyEndpoints'
export * from './manageBookingEndpoints'
export * from './memberBookingEndpoints'
export * from './newsletterEndpoints'
export * from './profileEndpoints'
export * from './promoCodeEndpoints'
export * from './propertyEndpoints'
export * from './searchEndpoints'
export * from './serviceRequestEndpoints'
export * from './sessionEndpoints'
export * from './signInMethodEndpoints'
export * from './systemEndpoints'
export * from './unitCalendarEndpoints'
export * from './webhookEndpoints'

/** The whole table, for the server and the API document. */
export const endpoints = {
  health,
  live,
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
  unitCalendarFeed,
  adminUnitCalendars,
  rotateUnitCalendar,
  addUnitCalendarImport,
  refreshUnitCalendarImport,
  removeUnitCalendarImport,
  adminPromoCodes,
  createPromoCode,
  voidPromoCode,
  giftVoucherCardPayment,
  purchaseGiftVoucher,
  giftVoucherBalance,
  adminGiftVouchers,
  voidGiftVoucher,
  refundGiftVoucher,
  googleAvailabilityFeed,
  googleRateFeed,
  googleHotelList,
  googlePointsOfSale,
  adminGoogleFeeds,
  rotateGoogleFeeds,
  keepBookingReminder,
  withdrawBookingReminder,
  stopBookingReminders,
  adminWebhooks,
  createWebhook,
  rotateWebhookSecret,
  removeWebhook,
  webhookDeliveries,
  replayWebhookDelivery,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
