import { randomUUID } from 'node:crypto'
import { LANGUAGES } from '@resort/core'
import type { EndpointName } from '@resort/core/api'
import {
  daysFromToday,
  guest,
  member,
  reservationHolder,
} from '@resort/test-fixtures'

const stay = { dateFrom: daysFromToday(30), dateTo: daysFromToday(32) }
const units = [{ unitId: 'any-unit', adults: 2 }]
const token = 'not-a-real-link-token'
// The stay, rate and details a booking and its card step both send.
const bookedStay = {
  propertyId: 'vala-krk',
  rateId: 'any-rate',
  ...stay,
  units,
  expectedTotal: 10000,
  currency: 'EUR',
  paymentType: 'CCARD_GUARANTEE',
  reservationHolder,
  guest,
}
// A browser's PublicKeyCredential JSON for a passkey no one registered.
const credential = {
  id: 'bm8tc3VjaC1wYXNza2V5',
  rawId: 'bm8tc3VjaC1wYXNza2V5',
  type: 'public-key',
  clientExtensionResults: {},
}
const entryTexts = LANGUAGES.map((language) => ({
  language,
  title: 'Q',
  summary: 'A',
  body: 'A.',
  facts: [],
}))

/**
 * A well-formed input for every endpoint of the table that takes one: it passes the endpoint's
 * schema (endpointAccess.test.ts checks that), so a refusal of it is for who calls, never for
 * what is sent. Ids name nothing that exists unless a test makes it.
 */
export const sampleInputs: Partial<Record<EndpointName, unknown>> = {
  suggestions: { q: 'Krk', lang: 'en' },
  searchProperties: { ...stay, lang: 'en' },
  property: { propertyId: 'vala-krk', ...stay },
  propertyAnotherRoom: { propertyId: 'vala-krk', ...stay },
  unitAvailabilityCalendar: {
    propertyId: 'vala-krk',
    from: stay.dateFrom,
    to: stay.dateTo,
  },
  availabilityCalendar: { from: stay.dateFrom, to: stay.dateTo },
  unitPriceQuote: {
    propertyId: 'vala-krk',
    rateId: 'any-rate',
    unitId: 'any-unit',
    ...stay,
  },
  finalPriceQuote: {
    propertyId: 'vala-krk',
    rateId: 'any-rate',
    ...stay,
    units,
  },
  secondaryNavigation: { lang: 'en' },
  interactiveMap: { lang: 'en' },
  navigationProperties: { lang: 'en' },
  propertyReviews: { propertyId: 'vala-krk' },
  reviewsOverview: { lang: 'en' },
  contentPage: { page: 'faq', lang: 'en' },
  propertyUnits: { lang: 'en' },
  cardPayment: { ...bookedStay, parent: 'http://127.0.0.1:8080' },
  newBooking: {
    ...bookedStay,
    payment: { intent: 'seti_0123456789abcdef' },
    isPolicyAccepted: true,
  },
  viewBooking: { token },
  submitReview: { token, rating: 5, title: 'Lovely', text: 'A lovely stay.' },
  cancelBooking: { token },
  editBooking: { token, ...stay, units, expectedTotal: 10000 },
  editBookingQuote: { token, ...stay, units },
  editGuest: { token, guest },
  replaceCard: { token, parent: 'http://127.0.0.1:8080' },
  cardReplaced: { token, intent: 'seti_0123456789abcdef' },
  findBooking: { bookingId: 'AA22222222', email: guest.email },
  viewBookingAvailability: { token, from: stay.dateFrom, to: stay.dateTo },
  bookingRequest: {
    firstName: 'Ana',
    lastName: 'Horvat',
    email: 'ana.horvat@example.com',
    phonenumber: '+385911234567',
    country: 'HR',
    privacyConsent: true,
  },
  callbackRequest: {
    name: 'Ana Horvat',
    phonenumber: '+385911234567',
    privacyConsent: true,
  },
  stagingLogin: { username: 'staging', password: 'not-the-password' },
  login: { email: 'nobody@example.com', password: 'not-the-password-1' },
  register: {
    email: 'sample.member@example.com',
    password: member.password,
    firstName: 'Sam',
    lastName: 'Ple',
  },
  confirmEmail: { token },
  resendConfirmation: { email: 'nobody@example.com' },
  requestPasswordReset: { email: 'nobody@example.com' },
  resetPassword: { token, password: member.password },
  requestEmailChange: {
    newEmail: 'new.address@example.com',
    password: member.password,
  },
  emailChangeCallback: { token },
  confirmEmailChange: { token },
  changePassword: {
    currentPassword: 'not-the-password-1',
    newPassword: 'another long passphrase 42',
  },
  endMemberSession: { sessionId: 'no-such-session' },
  endOtherSessions: {},
  externalProvider: { email: 'nobody@example.com' },
  removeIdentity: { id: 'no-such-identity' },
  verifyPasskeyRegistration: {
    response: {
      ...credential,
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    },
  },
  renamePasskey: { id: 'no-such-passkey', name: 'Laptop' },
  removePasskey: { id: 'no-such-passkey' },
  passkeySignIn: {
    response: {
      ...credential,
      response: {
        clientDataJSON: 'e30',
        authenticatorData: 'AA',
        signature: 'AA',
      },
    },
  },
  pointsHistory: { lang: 'en' },
  transferPoints: {
    requestId: randomUUID(),
    memberNumber: '123 456 789',
    lastName: 'Horvat',
    points: 100,
  },
  memberReservations: { lang: 'en' },
  claimReservation: { bookingId: 'AA22222222' },
  addFavourite: { propertyId: 'vala-krk' },
  removeFavourite: { propertyId: 'vala-krk' },
  memberFavourites: { lang: 'en' },
  newsletterSubscription: { email: 'reader@example.com' },
  newsletterActivation: { token },
  newsletterUnsubscribe: { token },
  setMemberNewsletter: { subscribed: true },
  eraseAccount: { confirmed: true, password: 'not-the-password-1' },
  updateMemberProfile: {
    firstName: 'Ana',
    lastName: 'Horvat',
    language: 'en',
  },
  changeEmail: {
    newEmail: 'new.address@example.com',
    password: member.password,
  },
  memberOffers: { lang: 'en' },
  activateOffer: { offerId: 'no-such-offer' },
  adminSecondFactorVerify: { code: '123456' },
  adminBookings: {},
  adminPropertiesSearch: {},
  adminPropertySearch: { propertyId: 'vala-krk' },
  adminMembers: { q: 'ana' },
  adminMemberPoints: { userId: 'someone' },
  adjustMemberPoints: {
    requestId: randomUUID(),
    userId: 'someone',
    points: 500,
    note: 'Welcome back',
  },
  auditLog: {},
  adminOutbox: {},
  adminOutboxMail: { id: 'no-such-mail' },
  resendMail: { id: 'no-such-mail' },
  adminRequests: {},
  updateRequest: { id: 'no-such-request', status: 'done' },
  adminBooking: { id: 'AA22222222' },
  adminCancelBooking: { id: 'AA22222222', reason: 'Guest phoned' },
  adminChargeFee: {
    id: 'AA22222222',
    fee: 'no_show',
    amount: 9000,
    reason: 'Did not arrive',
  },
  adminDayPayments: { day: '2026-01-15' },
  adminRefundPayment: {
    id: 'AA22222222',
    paymentId: 'not-a-payment',
    amount: 1000,
    reason: 'Goodwill',
  },
  adminChangeQuote: { id: 'AA22222222', ...stay, units },
  adminChangeBooking: {
    id: 'AA22222222',
    ...stay,
    units,
    expectedTotal: 10000,
    reason: 'Guest phoned',
  },
  ratesGrid: { propertyId: 'vala-krk', from: '2030-01-01', to: '2030-01-02' },
  previewRateEdit: {
    propertyId: 'vala-krk',
    unitTypeIds: ['any'],
    from: '2030-01-01',
    to: '2030-01-02',
    closed: true,
  },
  saveRateEdit: {
    propertyId: 'vala-krk',
    unitTypeIds: ['any'],
    from: '2030-01-01',
    to: '2030-01-02',
    closed: true,
    expected: 'x',
  },
  renameRatePlan: {
    ratePlanId: 'any',
    names: [{ language: 'en', name: 'Flexible' }],
  },
  adminReviews: { status: 'pending' },
  adminMedia: { ownerKind: 'property', ownerId: 'vala-krk' },
  uploadMedia: { ownerKind: 'property', ownerId: 'vala-krk' },
  saveMedia: {
    mediaId: 'no-such-photo',
    focalX: 0.5,
    focalY: 0.5,
    texts: LANGUAGES.map((language) => ({ language, alt: 'A', caption: '' })),
  },
  reorderMedia: { ownerKind: 'property', ownerId: 'vala-krk', mediaIds: [] },
  removeMedia: { mediaId: 'no-such-photo' },
  moderateReview: { reviewId: 'no-such-review', decision: 'publish' },
  adminContentPage: { page: 'faq' },
  saveContentPage: {
    page: 'faq',
    texts: LANGUAGES.map((language) => ({
      language,
      title: 'FAQ',
      description:
        'Answers to the questions guests ask us most often about stays.',
      intro: 'Ask us.',
    })),
  },
  saveContentEntry: { entryId: 'faq-none', texts: entryTexts },
  addContentEntry: { page: 'faq', texts: entryTexts },
  removeContentEntry: { entryId: 'faq-none' },
  unitCalendarFeed: {
    unit: 'villa-lavanda-hvar-main-house',
    token: 'x'.repeat(43),
  },
  adminUnitCalendars: { propertyId: 'villa-lavanda-hvar' },
  rotateUnitCalendar: { unitTypeId: 'villa-lavanda-hvar-main-house' },
  addUnitCalendarImport: {
    unitTypeId: 'villa-lavanda-hvar-main-house',
    name: 'Listing site',
    url: 'https://calendar.example/villa.ics',
  },
  refreshUnitCalendarImport: { importId: 'no-such-calendar' },
  removeUnitCalendarImport: { importId: 'no-such-calendar' },
}
