// The admin area's calls of the endpoint table (issue 14), in a module of their own (see
// endpoints.ts): a bundle is given a module whole, and the site's pages call none of them.
import type * as z from 'zod'
import type {
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
import type {
  adminBookingResponseSchema,
  subscribersCsvResponseSchema,
} from './adminBookingResponses'
import type {
  adminBookingQuerySchema,
  adminCancelBookingSchema,
  adminChangeBookingSchema,
  adminChangeQuoteSchema,
  adminChargeFeeSchema,
  adminRefundPaymentSchema,
} from './adminBookings'
import type {
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
import type {
  adminMediaResponseSchema,
  mediaItemSchema,
  mediaOwnerSchema,
  mediaRemovedResponseSchema,
  mediaRemoveSchema,
  mediaReorderSchema,
  mediaSaveSchema,
} from './adminMedia'
import type { adminDayPaymentsQuerySchema } from './adminPayments'
import type { adminDayPaymentsResponseSchema } from './adminPaymentsResponses'
import type {
  ratePlanRenameSchema,
  rateEditSaveSchema,
  rateEditSchema,
  ratesGridQuerySchema,
} from './adminRates'
import type {
  rateEditPreviewResponseSchema,
  rateEditSavedResponseSchema,
  ratePlanRenamedResponseSchema,
  ratesGridResponseSchema,
} from './adminRatesResponses'
import type {
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
import { adminEndpoint, staffEndpoint, type WireInput } from './endpoint'
import type { pointsHistoryResponseSchema } from './loyaltyResponses'
import type { finalQuoteResponseSchema } from './quote'
import type {
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  moderateReviewSchema,
  reviewModeratedResponseSchema,
} from './reviews'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

// The admin area (issue 14; SPEC 6, 7 /api/v1/admin/): a member on the list of admins whose
// session passed a second factor (a passkey sign-in, or a mailed code). Signed out: 401; not an
// admin, or no second factor yet: 403 (the rows' access says so; decision 039).
type AdminSession = Out<typeof adminSessionResponseSchema>
export const adminSession = /* @__PURE__ */ adminEndpoint<
  undefined,
  AdminSession
>('adminSession', 'GET', '/api/v1/admin/session')
export const adminSecondFactorCode = /* @__PURE__ */ adminEndpoint<
  undefined,
  Out<typeof adminCodeSentResponseSchema>
>('adminSecondFactorCode', 'POST', '/api/v1/admin/second-factor/code')
export const adminSecondFactorVerify = /* @__PURE__ */ adminEndpoint<
  In<typeof adminCodeRequestSchema>,
  AdminSession
>('adminSecondFactorVerify', 'POST', '/api/v1/admin/second-factor/verify')
export const adminBookings = /* @__PURE__ */ staffEndpoint<
  In<typeof adminBookingsQuerySchema>,
  Out<typeof adminBookingsResponseSchema>
>('adminBookings', 'GET', '/api/v1/admin/bookings')
export const adminPropertiesSearch = /* @__PURE__ */ staffEndpoint<
  In<typeof adminPropertiesQuerySchema>,
  Out<typeof adminPropertiesResponseSchema>
>('adminPropertiesSearch', 'GET', '/api/v1/admin/properties-search')
export const adminPropertySearch = /* @__PURE__ */ staffEndpoint<
  In<typeof adminPropertyQuerySchema>,
  Out<typeof adminPropertyResponseSchema>
>('adminPropertySearch', 'GET', '/api/v1/admin/property-search', ['not_found'])
export const adminMembers = /* @__PURE__ */ staffEndpoint<
  In<typeof adminMembersQuerySchema>,
  Out<typeof adminMembersResponseSchema>
>('adminMembers', 'GET', '/api/v1/admin/members')
export const adminMemberPoints = /* @__PURE__ */ staffEndpoint<
  In<typeof adminMemberPointsQuerySchema>,
  Out<typeof pointsHistoryResponseSchema>
>('adminMemberPoints', 'GET', '/api/v1/admin/members/points')
export const adjustMemberPoints = /* @__PURE__ */ staffEndpoint<
  In<typeof pointsAdjustmentRequestSchema>,
  Out<typeof pointsAdjustedResponseSchema>
>('adjustMemberPoints', 'POST', '/api/v1/admin/members/points-adjustment', [
  'not_found',
])
export const auditLog = /* @__PURE__ */ staffEndpoint<
  In<typeof auditLogQuerySchema>,
  Out<typeof auditLogResponseSchema>
>('auditLog', 'GET', '/api/v1/admin/audit-log')
export const adminOutbox = /* @__PURE__ */ staffEndpoint<
  In<typeof outboxQuerySchema>,
  Out<typeof outboxResponseSchema>
>('adminOutbox', 'GET', '/api/v1/admin/outbox')
export const adminOutboxMail = /* @__PURE__ */ staffEndpoint<
  In<typeof outboxMailRequestSchema>,
  Out<typeof outboxMailResponseSchema>
>('adminOutboxMail', 'GET', '/api/v1/admin/outbox/mail', ['not_found'])
export const resendMail = /* @__PURE__ */ staffEndpoint<
  In<typeof outboxMailRequestSchema>,
  Out<typeof mailResentResponseSchema>
>('resendMail', 'POST', '/api/v1/admin/outbox/resend', [
  'not_found',
  'conflict',
])
export const adminRequests = /* @__PURE__ */ staffEndpoint<
  In<typeof serviceRequestsQuerySchema>,
  Out<typeof serviceRequestsResponseSchema>
>('adminRequests', 'GET', '/api/v1/admin/requests')
export const updateRequest = /* @__PURE__ */ staffEndpoint<
  In<typeof serviceRequestUpdateSchema>,
  Out<typeof serviceRequestUpdatedResponseSchema>
>('updateRequest', 'POST', '/api/v1/admin/requests/update', ['not_found'])
// Staff's calls on one booking, and the newsletter export (issue 14).
type AdminBooking = Out<typeof adminBookingResponseSchema>
export const adminBooking = /* @__PURE__ */ staffEndpoint<
  In<typeof adminBookingQuerySchema>,
  AdminBooking
>('adminBooking', 'GET', '/api/v1/admin/booking', ['not_found'])
export const adminCancelBooking = /* @__PURE__ */ staffEndpoint<
  In<typeof adminCancelBookingSchema>,
  AdminBooking
>('adminCancelBooking', 'POST', '/api/v1/admin/booking/cancel', [
  'not_found',
  'cancelled',
  'not_editable',
  'conflict',
])
export const adminChangeQuote = /* @__PURE__ */ staffEndpoint<
  In<typeof adminChangeQuoteSchema>,
  Out<typeof finalQuoteResponseSchema>
>('adminChangeQuote', 'POST', '/api/v1/admin/booking/change-quote', [
  'not_found',
  'cancelled',
  'not_editable',
  'sold_out',
  'conflict',
])
export const adminChangeBooking = /* @__PURE__ */ staffEndpoint<
  In<typeof adminChangeBookingSchema>,
  AdminBooking
>('adminChangeBooking', 'POST', '/api/v1/admin/booking/change', [
  'not_found',
  'cancelled',
  'not_editable',
  'sold_out',
  'price_changed',
  'conflict',
])
export const adminChargeFee = /* @__PURE__ */ staffEndpoint<
  In<typeof adminChargeFeeSchema>,
  AdminBooking
>('adminChargeFee', 'POST', '/api/v1/admin/booking/charge-fee', [
  'not_found',
  'conflict',
  'payment_declined',
  'payment_unavailable',
])
export const adminDayPayments = /* @__PURE__ */ staffEndpoint<
  In<typeof adminDayPaymentsQuerySchema>,
  Out<typeof adminDayPaymentsResponseSchema>
>('adminDayPayments', 'GET', '/api/v1/admin/payments')
export const adminRefundPayment = /* @__PURE__ */ staffEndpoint<
  In<typeof adminRefundPaymentSchema>,
  AdminBooking
>('adminRefundPayment', 'POST', '/api/v1/admin/booking/refund', [
  'not_found',
  'conflict',
  'payment_unavailable',
])
export const newsletterSubscribersCsv = /* @__PURE__ */ staffEndpoint<
  undefined,
  Out<typeof subscribersCsvResponseSchema>
>('newsletterSubscribersCsv', 'GET', '/api/v1/admin/newsletter/subscribers.csv')
// The rates-and-availability grid (issue 14): staff's prices, rooms to sell and restrictions.
export const ratesGrid = /* @__PURE__ */ staffEndpoint<
  In<typeof ratesGridQuerySchema>,
  Out<typeof ratesGridResponseSchema>
>('ratesGrid', 'GET', '/api/v1/admin/rates', ['not_found'])
export const previewRateEdit = /* @__PURE__ */ staffEndpoint<
  In<typeof rateEditSchema>,
  Out<typeof rateEditPreviewResponseSchema>
>('previewRateEdit', 'POST', '/api/v1/admin/rates/preview', ['not_found'])
export const saveRateEdit = /* @__PURE__ */ staffEndpoint<
  In<typeof rateEditSaveSchema>,
  Out<typeof rateEditSavedResponseSchema>
>('saveRateEdit', 'POST', '/api/v1/admin/rates/save', ['not_found', 'conflict'])
export const renameRatePlan = /* @__PURE__ */ staffEndpoint<
  In<typeof ratePlanRenameSchema>,
  Out<typeof ratePlanRenamedResponseSchema>
>('renameRatePlan', 'POST', '/api/v1/admin/rate-plans/rename', ['not_found'])

// The content pages (issue 16), edited in five languages.
export const adminContentPage = /* @__PURE__ */ staffEndpoint<
  In<typeof adminContentPageQuerySchema>,
  Out<typeof adminContentPageResponseSchema>
>('adminContentPage', 'GET', '/api/v1/admin/content-page', ['not_found'])
export const saveContentPage = /* @__PURE__ */ staffEndpoint<
  In<typeof contentPageTextsSchema>,
  Out<typeof contentPageSavedResponseSchema>
>('saveContentPage', 'POST', '/api/v1/admin/content-page', ['not_found'])
export const saveContentEntry = /* @__PURE__ */ staffEndpoint<
  In<typeof contentEntryTextsSchema>,
  Out<typeof contentEntrySavedResponseSchema>
>('saveContentEntry', 'POST', '/api/v1/admin/content-entry', ['not_found'])
export const addContentEntry = /* @__PURE__ */ staffEndpoint<
  In<typeof contentEntryAddSchema>,
  Out<typeof contentEntrySavedResponseSchema>
>('addContentEntry', 'POST', '/api/v1/admin/content-entry/add', ['not_found'])
export const removeContentEntry = /* @__PURE__ */ staffEndpoint<
  In<typeof contentEntryRemoveSchema>,
  Out<typeof contentEntryRemovedResponseSchema>
>('removeContentEntry', 'POST', '/api/v1/admin/content-entry/remove', [
  'not_found',
])

// Verified reviews (issue 16): staff publish or reject each before it shows.
export const adminReviews = /* @__PURE__ */ staffEndpoint<
  In<typeof adminReviewsQuerySchema>,
  Out<typeof adminReviewsResponseSchema>
>('adminReviews', 'GET', '/api/v1/admin/reviews')
export const moderateReview = /* @__PURE__ */ staffEndpoint<
  In<typeof moderateReviewSchema>,
  Out<typeof reviewModeratedResponseSchema>
>('moderateReview', 'POST', '/api/v1/admin/reviews/moderate', ['not_found'])

// The media library (issue 33): photos of a property, a room type or a content page.
type MediaItemOut = Out<typeof mediaItemSchema>
export const adminMedia = /* @__PURE__ */ staffEndpoint<
  In<typeof mediaOwnerSchema>,
  Out<typeof adminMediaResponseSchema>
>('adminMedia', 'GET', '/api/v1/admin/media', ['not_found'])
export const uploadMedia = /* @__PURE__ */ staffEndpoint<
  In<typeof mediaOwnerSchema>,
  MediaItemOut
>('uploadMedia', 'POST', '/api/v1/admin/media/upload', [
  'not_found',
  'conflict',
])
export const saveMedia = /* @__PURE__ */ staffEndpoint<
  In<typeof mediaSaveSchema>,
  MediaItemOut
>('saveMedia', 'POST', '/api/v1/admin/media/save', ['not_found'])
export const reorderMedia = /* @__PURE__ */ staffEndpoint<
  In<typeof mediaReorderSchema>,
  Out<typeof adminMediaResponseSchema>
>('reorderMedia', 'POST', '/api/v1/admin/media/reorder', [
  'not_found',
  'conflict',
])
export const removeMedia = /* @__PURE__ */ staffEndpoint<
  In<typeof mediaRemoveSchema>,
  Out<typeof mediaRemovedResponseSchema>
>('removeMedia', 'POST', '/api/v1/admin/media/remove', ['not_found'])
