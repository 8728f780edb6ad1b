import { createStore } from 'zustand/vanilla'
import {
  ApiError,
  finalPriceQuote,
  newBooking,
  property,
  propertyAnotherRoom,
  unitPriceQuote,
  type ExistingBookingResponse,
  type FinalQuoteResponse,
  type PropertyResponse,
} from '../api'
import type {
  BookingFlow,
  BookingFlowNotice,
  BookingFlowOptions,
  BookingFlowStore,
} from './bookingFlowTypes'
import {
  linePrices,
  nextLineId,
  quoteLine,
  quoteRequest,
  reservationLine,
  reservationStartFor,
  roomsLeft,
  toPriceQuote,
} from './bookingLines'
import { bookingRefusal } from './bookingRefusal'
import {
  addedRoom,
  cartOf,
  purchaseOf,
  viewedProperty,
} from './bookingTracking'
import { createReservationStore } from './reservationStore'
import {
  browserSessionStorage,
  consoleLogger,
  loadState,
  safeStorage,
  saveState,
  SESSION_KEYS,
} from './sessionState'

const randomKey = () =>
  `booking-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

// No answer, or a fault on the server's side: the booking may exist, so a retry keeps the key.
const mayHaveBooked = (error: ApiError) =>
  error.status === 0 || error.status >= 500

/** A booking flow for one property and stay: state changes only through its actions. */
export function createBookingFlow(options: BookingFlowOptions): BookingFlow {
  const { api, lang, tracker, newKey = randomKey } = options
  const storage = options.storage ?? browserSessionStorage()
  const logger = options.logger ?? consoleLogger
  const reservation = createReservationStore({
    pathname: options.pathname ?? '/booking',
    storage,
    logger,
    quote: async (state) => {
      const quote = await api.call(finalPriceQuote, quoteRequest(state, lang))
      // The flow store below exists by the time a quote is asked for.
      store.setState({ quote })
      return toPriceQuote(quote, state)
    },
  })
  const stayOf = () => reservation.getState()
  const sameStay = () => {
    const state = stayOf()
    return (
      state.propertyId === options.propertyId &&
      state.dateFrom === options.dateFrom &&
      state.dateTo === options.dateTo
    )
  }
  const savedConfirmation = () => {
    const saved = loadState<ExistingBookingResponse>(
      SESSION_KEYS.reservationConfirmation,
      storage,
      logger,
    )
    return saved &&
      sameStay() &&
      stayOf().activeStep === 4 &&
      saved.hotelDetails.propertyId === options.propertyId
      ? saved
      : undefined
  }
  // A re-quote that failed: sold out since the guest chose, or the server not answering.
  const quoteFailure = (error: unknown): BookingFlowNotice =>
    error instanceof ApiError && error.kind === 'sold_out'
      ? { kind: 'sold_out' }
      : { kind: 'quote_failed' }
  // The rate's payment methods after a quote: the chosen one while allowed, else the rate's own.
  const keepPaymentType = (quote: FinalQuoteResponse | undefined) => {
    if (!quote) return
    const allowed = quote.paymentMethods.map((method) => method.type)
    if (!allowed.includes(stayOf().paymentType))
      stayOf().setPaymentType(quote.guarantee)
  }

  const store = createStore<BookingFlowStore>()((set, get) => {
    /** The property's offer beyond the rooms chosen (select-another-room, SPEC 7). */
    const offerFor = (selected: string[]) =>
      selected.length > 0
        ? api.call(propertyAnotherRoom, {
            ...stayQuery(options),
            lang,
            selected: selected.join(','),
          })
        : api.call(property, { ...stayQuery(options), lang })
    /** Asks for the offer again after the rooms chosen changed. */
    const reloadOffer = async () => {
      const selected = stayOf().units.map((unit) => unit.unitId)
      const offer = await offerFor(selected)
      // Only the answer to the latest selection counts.
      const now = stayOf().units.map((unit) => unit.unitId)
      if (now.join() === selected.join())
        set({ offer, offerSelection: selected })
    }
    const repriceLine = async (lineId: string) => {
      const state = stayOf()
      const line = state.units.find((unit) => unit.lineId === lineId)
      if (!line) return
      set({ busy: true, notice: undefined })
      try {
        const { unit } = await api.call(unitPriceQuote, {
          lang,
          propertyId: state.propertyId,
          rateId: state.rateId,
          dateFrom: state.dateFrom,
          dateTo: state.dateTo,
          ...quoteLine(line),
        })
        stayOf().applyUnitQuote(lineId, linePrices(lineId, unit))
      } catch (error) {
        set({ notice: quoteFailure(error) })
      } finally {
        set({ busy: false })
      }
    }
    const start = (offer: PropertyResponse) => {
      safeStorage(storage, logger).removeItem(
        SESSION_KEYS.reservationConfirmation,
      )
      stayOf().start(reservationStartFor(offer, options))
    }

    return {
      status: 'loading',
      failure: undefined,
      offer: undefined,
      offerSelection: [],
      quote: undefined,
      busy: false,
      notice: undefined,
      refusal: undefined,
      booking: undefined,
      idempotencyKey: newKey(),

      load: async () => {
        set({ status: 'loading', failure: undefined })
        const confirmed = savedConfirmation()
        // A saved reservation is kept only for the same property and dates (SPEC 4); a finished
        // one only to show its confirmation again after a reload.
        const restored = sameStay() && (confirmed || stayOf().activeStep < 4)
        const selected = restored
          ? stayOf().units.map((unit) => unit.unitId)
          : []
        let offer: PropertyResponse
        try {
          offer = await offerFor(selected)
        } catch (error) {
          set({
            status: 'failed',
            failure:
              error instanceof ApiError && error.kind === 'missing_params'
                ? 'missing_params'
                : 'generic',
          })
          return
        }
        if (!restored) start(offer)
        set({
          offer,
          offerSelection: selected,
          status: 'ready',
          ...(confirmed ? { booking: confirmed } : {}),
        })
        tracker.trackViewItem(viewedProperty(offer))
        if (!restored && options.unitId && options.rateId)
          get().addRoom(options.unitId, options.rateId)
        // Reloaded on the payment step: payment needs the server's quote again, else back to rooms.
        if (stayOf().activeStep === 3) {
          try {
            await stayOf().refreshQuote()
            keepPaymentType(get().quote)
          } catch (error) {
            stayOf().stepBack()
            set({ notice: quoteFailure(error) })
          }
        } else if (restored && stayOf().activeStep === 2) {
          // Back from signing in: a member price may be theirs now; the server says.
          const rateId = stayOf().rateId
          const memberRate = offer.units.some((unit) =>
            unit.rates.some(
              (rate) =>
                rate.rateId === rateId && rate.memberTotal !== undefined,
            ),
          )
          if (memberRate && stayOf().units.length > 0) await get().refresh()
        }
      },

      addRoom: (unitId, rateId) => {
        const offer = get().offer
        const unit = offer?.units.find((each) => each.unitId === unitId)
        const rate = unit?.rates.find((each) => each.rateId === rateId)
        if (!offer || !unit || !rate) return undefined
        const state = stayOf()
        if (state.units.length > 0 && state.rateId !== rateId) return undefined
        if (roomsLeft(unit, get().offerSelection, state.units) <= 0)
          return undefined
        if (state.units.length === 0) {
          state.start({
            ...state,
            rateId: rate.rateId,
            rateName: rate.name,
            boardName: rate.boardName,
            boardPrepaymentMessage: rate.boardPrepaymentMessage,
            policy: rate.policy,
            units: [],
          })
        }
        tracker.trackAddToCart(addedRoom(unit, rate, offer.property.currency))
        const lineId = nextLineId(stayOf().units)
        stayOf().addUnit(
          reservationLine(
            unit,
            rate.total,
            offer.supplements,
            { adults: offer.stay.adults, children: offer.stay.children },
            lineId,
          ),
        )
        void reloadOffer().catch(() => undefined)
        // A rate with a member price: the server says at once whether this guest pays it.
        if (rate.memberTotal !== undefined) void get().refresh()
        return lineId
      },

      removeRoom: (lineId) => {
        stayOf().removeUnit(lineId)
        void reloadOffer().catch(() => undefined)
      },

      switchRoom: (lineId) => stayOf().switchUnit(lineId),

      setGuests: async (lineId, guests) => {
        stayOf().setUnitGuests(lineId, guests)
        await repriceLine(lineId)
      },

      upgradeRoom: async (lineId, unitId) => {
        const offer = get().offer
        const state = stayOf()
        const unit = offer?.units.find((each) => each.unitId === unitId)
        const rate = unit?.rates.find((each) => each.rateId === state.rateId)
        const line = state.units.find((each) => each.lineId === lineId)
        if (!offer || !unit || !rate || !line) return
        state.upgradeUnit(
          lineId,
          reservationLine(
            unit,
            rate.total,
            offer.supplements,
            line.guests,
            lineId,
          ),
        )
        tracker.trackInteraction({
          category: 'booking',
          action: 'upsell_accepted',
          label: unit.name,
        })
        void reloadOffer().catch(() => undefined)
        await repriceLine(lineId)
      },

      selectSupplement: (lineId, choice) =>
        stayOf().selectSupplement(lineId, choice),

      continue: async () => {
        set({ busy: true, notice: undefined })
        const before = stayOf().totalPrice
        tracker.trackViewCart(cartOf(stayOf()))
        try {
          await stayOf().stepForward()
          keepPaymentType(get().quote)
          tracker.trackBeginCheckout(cartOf(stayOf()))
          const after = stayOf().totalPrice
          if (after !== before)
            set({ notice: { kind: 'price_changed', total: after } })
        } catch (error) {
          set({ notice: quoteFailure(error) })
        } finally {
          set({ busy: false })
        }
      },

      refresh: async () => {
        set({ busy: true, notice: undefined })
        try {
          await stayOf().refreshQuote()
          keepPaymentType(get().quote)
        } catch (error) {
          set({ notice: quoteFailure(error) })
        } finally {
          set({ busy: false })
        }
      },

      back: () => {
        // A refusal belongs to the attempt it answered, not to the next visit.
        set({ refusal: undefined })
        stayOf().stepBack()
      },

      choosePaymentMethod: (paymentType) => {
        const methods = get().quote?.paymentMethods ?? []
        if (methods.some((method) => method.type === paymentType))
          stayOf().setPaymentType(paymentType)
      },

      book: async (details) => {
        if (get().busy) return
        const state = stayOf()
        state.setReservationHolder(details.reservationHolder)
        state.setPolicyAccepted(details.isPolicyAccepted)
        const withCard = state.paymentType !== 'NOGUARANTEE'
        state.setCreditCard(withCard ? details.card : undefined)
        set({ busy: true, refusal: undefined })
        const current = stayOf()
        try {
          const booking = await api.call(
            newBooking,
            {
              ...quoteRequest(current, lang),
              expectedTotal: current.totalPrice,
              currency: current.currency,
              paymentType: current.paymentType,
              reservationHolder: details.reservationHolder,
              guest: details.guest,
              ...(withCard && current.creditCard
                ? { card: current.creditCard }
                : {}),
              isPolicyAccepted: true,
            },
            { headers: { 'Idempotency-Key': get().idempotencyKey } },
          )
          saveState(
            SESSION_KEYS.reservationConfirmation,
            booking,
            storage,
            logger,
          )
          set({ booking, busy: false, idempotencyKey: newKey() })
          stayOf().complete()
          tracker.trackPurchase(purchaseOf(booking))
          // The guest form's box asks the server to mail a newsletter confirmation (decision 020).
          if (details.guest.newsletter)
            tracker.trackNewsletterSignUp(details.guest.email)
          options.onBooked?.(booking)
        } catch (error) {
          const apiError =
            error instanceof ApiError
              ? error
              : new ApiError({
                  kind: 'generic',
                  status: 0,
                  message: String(error),
                })
          await refused(apiError)
          set({ busy: false })
        }
      },
    }

    async function refused(error: ApiError) {
      // A refused booking is a new attempt next time, under a new key.
      if (!mayHaveBooked(error)) set({ idempotencyKey: newKey() })
      const refusal = bookingRefusal(error)
      if (refusal.action === 'back_to_rooms') {
        set({ notice: { kind: 'sold_out' } })
        stayOf().stepBack()
      } else if (refusal.action === 'requote') {
        try {
          await stayOf().refreshQuote()
          keepPaymentType(get().quote)
          set({ refusal: { message: refusal.message } })
        } catch (again) {
          set({ refusal: { message: 'generic' } })
          if (again instanceof ApiError && again.kind === 'sold_out') {
            set({ notice: { kind: 'sold_out' } })
            stayOf().stepBack()
          }
        }
      } else {
        set({
          refusal: {
            message: refusal.message,
            ...(refusal.fields ? { fields: { ...refusal.fields } } : {}),
          },
        })
      }
    }
  })
  return Object.assign(store, { reservation })
}

const stayQuery = (options: BookingFlowOptions) => ({
  propertyId: options.propertyId,
  dateFrom: options.dateFrom,
  dateTo: options.dateTo,
  adults: options.adults,
  children: options.children,
})
