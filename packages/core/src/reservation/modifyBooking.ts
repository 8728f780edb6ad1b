import type { IsoDate } from '../stay/stayDates'
import type {
  PaymentMethod,
  PaymentType,
  ReservationPolicy,
  ReservationUnit,
} from './reservationTypes'

export interface AvailabilityDay {
  date: IsoDate
  /** Capitalised as the wire field of SPEC 3. */
  Available: boolean
}

export interface BookingUserDetails {
  firstName: string
  lastName: string
  email: string
  country: string
  city?: string
  zipCode?: string
  address?: string
  telephone: string
}

/** An existing booking in the modify flow (SPEC 3); wire spellings kept where partners rely on them. */
export interface ExistingBooking {
  bookingURI: string
  bookingId: string
  checkIn: IsoDate
  checkOut: IsoDate
  deletable: boolean
  editable: boolean
  hotelDetails: {
    propertyId: string
    name: string
    location: string
    stars: number
  }
  paymentMethods: PaymentMethod[]
  paymentType: PaymentType
  reservationDetails: { total: number; checkIn: IsoDate; checkOut: IsoDate }
  rezervationDate: string
  totalPrice: number
  units: ReservationUnit[]
  userDetails: BookingUserDetails
  availabilityCalendar: AvailabilityDay[]
  isPolicyAccepted: boolean
  loyalty: boolean
  isGuestsFormActive: boolean
  scrollToRoomTabs: boolean
  policy: ReservationPolicy
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A booking counts as modified when its id, dates, total, units or user details differ (SPEC 4). */
export function isBookingModified(
  saved: ExistingBooking,
  server: ExistingBooking,
): boolean {
  return (
    saved.bookingId !== server.bookingId ||
    saved.checkIn !== server.checkIn ||
    saved.checkOut !== server.checkOut ||
    saved.totalPrice !== server.totalPrice ||
    !sameJson(saved.units, server.units) ||
    !sameJson(saved.userDetails, server.userDetails)
  )
}

/** The modify state from server data: card guarantee, and only card-guarantee payment methods (SPEC 4). */
export function modifyStateFromServer(
  server: ExistingBooking,
): ExistingBooking {
  return {
    ...server,
    paymentType: 'CCARD_GUARANTEE',
    paymentMethods: server.paymentMethods.filter(
      (method) => method.type === 'CCARD_GUARANTEE',
    ),
  }
}

/**
 * The state to modify from: the saved modify state only while it is unchanged from the server's
 * booking, otherwise a fresh one rebuilt from the server (SPEC 4).
 */
export function enterModify(
  saved: ExistingBooking | undefined,
  server: ExistingBooking,
): ExistingBooking {
  if (saved && !isBookingModified(saved, server)) return saved
  return modifyStateFromServer(server)
}

/** A booking can be edited only when the server marks it editable (SPEC 4). */
export function canEditBooking(
  booking: Pick<ExistingBooking, 'editable'>,
): boolean {
  return booking.editable === true
}
