export { ResortSearch, type ResortSearchProps } from './search/ResortSearch'
export type {
  BookingConfirmation,
  PropertySelection,
  RequestSent,
  ResortEventMap,
  ResortEventName,
  SearchRequest,
} from './events'
export { ResortBooking, type ResortBookingProps } from './booking/ResortBooking'
export { ResortBookingError } from './booking/ResortBookingError'
export type { BookingErrorKind } from './confirmation/BookingError'
export {
  ResortBookingRequest,
  type ResortBookingRequestProps,
} from './requests/ResortBookingRequest'
export {
  ResortCallbackRequest,
  type ResortCallbackRequestProps,
} from './requests/ResortCallbackRequest'
