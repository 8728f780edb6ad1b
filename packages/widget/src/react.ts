export { ResortSearch, type ResortSearchProps } from './search/ResortSearch'
export {
  ResortHostedSearch,
  type ResortHostedSearchProps,
} from './search/ResortHostedSearch'
export type { HostedSearch } from './search/HostedSearchFlow'
export type { SearchFormValues } from './search/SearchForm'
export { loadSearchTexts } from './search/loadSearchTexts'
export type {
  BookingCancellation,
  BookingConfirmation,
  BookingModification,
  PropertySelection,
  RequestSent,
  ResortDomEventMap,
  ResortEventMap,
  ResortEventName,
  ResortTrackingEventMap,
  SearchRequest,
  TrackingEventDetail,
} from './events'
export { ResortBooking, type ResortBookingProps } from './booking/ResortBooking'
export { ResortBookingError } from './booking/ResortBookingError'
export { ReminderConsent } from './booking/ReminderConsent'
export type { MemberPriceActions } from './booking/MemberPriceNote'
export type { BookingErrorKind } from './confirmation/BookingError'
export {
  ResortManageBooking,
  type ResortManageBookingProps,
} from './manage/ResortManageBooking'
export type { ManageView } from './manage/ManageFlow'
export {
  ResortBookingRequest,
  type ResortBookingRequestProps,
} from './requests/ResortBookingRequest'
export {
  ResortCallbackRequest,
  type ResortCallbackRequestProps,
} from './requests/ResortCallbackRequest'
export {
  ResortCalendarDialog,
  type ResortCalendarDialogProps,
} from './calendar/ResortCalendarDialog'
