export * from './bookingFlow'
export * from './bookingFlowTypes'
export * from './bookingLines'
export * from './bookingPaths'
export * from './bookingRefusal'
export * from './childAges'
export * from './cardPageMessage'
export * from './modifyBooking'
export * from './reservationReset'
export type {
  NewLine,
  ReservationSlice,
  ReservationStart,
} from './reservationSlice'
export * from './reservationTypes'
export * from './sessionState'
export * from './upgradeOffer'
export * from './modifyState'
export * from './changeMachine'
export * from './manageFlow'
export { declinedPayment } from './manageCard'
export * from './manageFlowTypes'
export * from './guestPrefill'
export * from './joinClubWhileBooking'
