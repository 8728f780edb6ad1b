import type { EditBookingQuoteRequest, ExistingBookingResponse } from '../api'
import { agesFor, type ChildAge } from './childAges'
import { enterModify, type ExistingBooking } from './modifyBooking'
import { withChildAges } from './modifyChildAges'
import {
  loadState,
  saveState,
  SESSION_KEYS,
  type KeyValueStorage,
} from './sessionState'

/** A unit as changed: its ages one per child, null until chosen (issue 33, SPEC 3 childAges). */
export type ModifyUnit = Omit<
  EditBookingQuoteRequest['units'][number],
  'childAges'
> & { childAges?: ChildAge[] }

/** The change the guest is making: dates, and each unit's type, guests, children's ages and extras. */
export interface ModifyDraft {
  dateFrom: string
  dateTo: string
  units: ModifyUnit[]
}

/** What `reservation_modify_state` holds: the booking as the server had it, and the guest's change. */
export interface ModifyState extends ExistingBooking {
  draft?: ModifyDraft
}

/** The server's booking in the modify flow's terms (SPEC 3); the card is never kept (SPEC 4). */
function toExistingBooking(booking: ExistingBookingResponse): ExistingBooking {
  return {
    bookingURI: booking.bookingURI,
    bookingId: booking.bookingId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    deletable: booking.deletable,
    editable: booking.editable,
    hotelDetails: {
      propertyId: booking.hotelDetails.propertyId,
      name: booking.hotelDetails.name,
      location: booking.hotelDetails.city,
      stars: booking.hotelDetails.stars,
    },
    paymentMethods: booking.paymentMethods,
    paymentType: booking.paymentType,
    reservationDetails: booking.reservationDetails,
    rezervationDate: booking.rezervationDate,
    totalPrice: booking.totalPrice,
    units: booking.accomodationData.map((unit, index) => ({
      lineId: `line-${index + 1}`,
      unitId: unit.unitId,
      unitName: unit.unitName,
      roomPrices: {
        supplements: [],
        selectedSupplements: unit.selectedSupplements.map(
          ({ serviceId, quantity, price, total }) => ({
            serviceId,
            quantity,
            price,
            total,
          }),
        ),
      },
      initialTotal: unit.initialTotal,
      total: unit.total,
      additionalServices: {},
      priceBrakedown: unit.priceBrakedown,
      upsell: false,
      guests: {
        adults: unit.adults,
        children: unit.children,
        childAges: [],
      },
      extras: [],
      active: index === 0,
    })),
    userDetails: booking.userDetails,
    availabilityCalendar: booking.availabilityCalendar,
    isPolicyAccepted: booking.isPolicyAccepted,
    loyalty: booking.loyalty,
    isGuestsFormActive: booking.isGuestsFormActive,
    scrollToRoomTabs: booking.scrollToRoomTabs,
    policy: booking.policy,
  }
}

/** A booking's stay and units as booked: what a change starts from, the guest's or staff's. */
export type BookedStay = Pick<
  ExistingBookingResponse,
  'checkIn' | 'checkOut' | 'accomodationData'
>

/** The booking as it stands, as a change the guest starts from. */
export function draftOf(booking: BookedStay): ModifyDraft {
  return {
    dateFrom: booking.checkIn,
    dateTo: booking.checkOut,
    units: booking.accomodationData.map((unit) => ({
      unitId: unit.unitId,
      adults: unit.adults,
      children: unit.children,
      // Issue 33: the ages as booked; none chosen for a unit booked before ages were asked.
      childAges: agesFor(unit.children, unit.childAges),
      supplements: unit.selectedSupplements.map(({ serviceId, quantity }) => ({
        serviceId,
        quantity,
      })),
    })),
  }
}

/**
 * Entering modify (SPEC 4): the saved state, with the guest's unfinished change, only while the
 * booking is unchanged on the server; otherwise a fresh state from the server's booking.
 */
export function enterModifyState(
  server: ExistingBookingResponse,
  storage?: KeyValueStorage,
): ModifyState & { draft: ModifyDraft } {
  const saved = loadState<ModifyState>(SESSION_KEYS.reservationModify, storage)
  const state: ModifyState = enterModify(saved, toExistingBooking(server))
  // A change saved before ages were asked gets one per child (issue 33).
  const entered = {
    ...state,
    draft: withChildAges(state.draft ?? draftOf(server)),
  }
  saveState(SESSION_KEYS.reservationModify, entered, storage)
  return entered
}

/** Keeps the guest's change across a reload of the modify page. */
export function saveModifyDraft(
  state: ModifyState,
  draft: ModifyDraft,
  storage?: KeyValueStorage,
): void {
  saveState(SESSION_KEYS.reservationModify, { ...state, draft }, storage)
}

/** What `reservation_modify_confirmation` holds: the changed booking and its total before. */
export interface ModifyConfirmation {
  booking: ExistingBookingResponse
  previousTotal: number
}

/** The changed booking, shown again on the confirm page after a reload. */
export function saveModifyConfirmation(
  confirmation: ModifyConfirmation,
  storage?: KeyValueStorage,
): void {
  saveState(SESSION_KEYS.reservationModifyConfirmation, confirmation, storage)
}

export function loadModifyConfirmation(
  storage?: KeyValueStorage,
): ModifyConfirmation | undefined {
  return loadState<ModifyConfirmation>(
    SESSION_KEYS.reservationModifyConfirmation,
    storage,
  )
}
