import { persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import { checkoutActions } from './bookingCheckout'
import type { BookingFlowContext } from './bookingFlowContext'
import type {
  BookingFlow,
  BookingFlowOptions,
  BookingFlowState,
  BookingFlowStore,
} from './bookingFlowTypes'
import { giftVoucherActions } from './bookingGiftVoucher'
import { paymentActions } from './bookingPayment'
import { pointsActions } from './bookingPoints'
import { promoActions } from './bookingPromo'
import { reminderActions } from './bookingReminder'
import { roomActions } from './bookingRooms'
import { persistReservation } from './reservationPersistence'
import { EMPTY_RESERVATION } from './reservationSlice'
import { browserSessionStorage, consoleLogger } from './sessionState'

const randomKey = () =>
  `booking-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * A booking flow for one property and stay: one store whose state holds the reservation slice
 * (persisted, SPEC 4) and the flow's own state; it changes only through the flow's actions.
 */
export function createBookingFlow(options: BookingFlowOptions): BookingFlow {
  const storage = options.storage ?? browserSessionStorage()
  const logger = options.logger ?? consoleLogger
  const newKey = options.newKey ?? randomKey

  const initial = (): BookingFlowState => ({
    reservation: EMPTY_RESERVATION,
    status: 'loading',
    failure: undefined,
    offer: undefined,
    offerSelection: [],
    quote: undefined,
    busy: false,
    notice: undefined,
    refusal: undefined,
    booking: undefined,
    cardStep: undefined,
    clubJoin: 'idle',
    promoRefusal: undefined,
    giftVoucherRefusal: undefined,
    pointsRefusal: undefined,
    bookingReminder: 'off',
    idempotencyKey: newKey(),
  })

  return createStore<BookingFlowStore>()(
    persist(
      (set, get) => {
        const flow: BookingFlowContext = {
          options,
          api: options.api,
          lang: options.lang,
          tracker: options.tracker,
          storage,
          logger,
          newKey,
          set,
          get,
        }
        return {
          ...initial(),
          ...roomActions(flow),
          ...checkoutActions(flow),
          ...paymentActions(flow),
          ...promoActions(flow),
          ...giftVoucherActions(flow),
          ...pointsActions(flow),
          ...reminderActions(flow),
        }
      },
      persistReservation<BookingFlowStore>({
        pathname: options.pathname ?? '/booking',
        storage,
        logger,
      }),
    ),
  )
}
