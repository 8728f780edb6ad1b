import {
  ApiError,
  property,
  propertyAnotherRoom,
  unitPriceQuote,
  type ExistingBookingResponse,
  type PropertyResponse,
} from '../api'
import {
  changeReservation,
  quoteFailure,
  requote,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingFlowActions, BookingFlowOptions } from './bookingFlowTypes'
import {
  nextLineId,
  quoteLine,
  reservationLine,
  reservationStartFor,
  roomsLeft,
} from './bookingLines'
import { addedRoom, viewedProperty } from './bookingTracking'
import {
  startedReservation,
  steppedBack,
  withActiveLine,
  withChildAge,
  withLineAdded,
  withLineGuests,
  withLinePrices,
  withLineRemoved,
  withLineUpgraded,
  withSupplement,
} from './reservationSlice'
import type { ReservationState } from './reservationTypes'
import { loadState, safeStorage, SESSION_KEYS } from './sessionState'

type RoomActions = Pick<
  BookingFlowActions,
  | 'load'
  | 'addRoom'
  | 'removeRoom'
  | 'switchRoom'
  | 'setGuests'
  | 'setChildAge'
  | 'upgradeRoom'
  | 'selectSupplement'
>

const stayQuery = (options: BookingFlowOptions) => ({
  propertyId: options.propertyId,
  dateFrom: options.dateFrom,
  dateTo: options.dateTo,
  adults: options.adults,
  children: options.children,
})

// A saved reservation is kept only for the same property and dates (SPEC 4).
const sameStay = (options: BookingFlowOptions, reservation: ReservationState) =>
  reservation.propertyId === options.propertyId &&
  reservation.dateFrom === options.dateFrom &&
  reservation.dateTo === options.dateTo

/** The flow's loading and its rooms-step actions (SPEC 4 step 2, SPEC 7 another room). */
export function roomActions(flow: BookingFlowContext): RoomActions {
  const { api, lang, tracker, storage, logger, options, set, get } = flow
  const reservation = () => get().reservation
  const unitIds = () => reservation().units.map((unit) => unit.unitId)

  /** The booking saved at confirmation, while the reservation restored is its stay's. */
  const savedConfirmation = () => {
    const saved = loadState<ExistingBookingResponse>(
      SESSION_KEYS.reservationConfirmation,
      storage,
      logger,
    )
    return saved &&
      sameStay(options, reservation()) &&
      reservation().activeStep === 4 &&
      saved.hotelDetails.propertyId === options.propertyId
      ? saved
      : undefined
  }
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
    const selected = unitIds()
    const offer = await offerFor(selected)
    // Only the answer to the latest selection counts.
    if (unitIds().join() === selected.join())
      set({ offer, offerSelection: selected })
  }
  const repriceLine = async (lineId: string) => {
    const state = reservation()
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
      changeReservation(flow, (current) =>
        withLinePrices(current, lineId, unit),
      )
    } catch (error) {
      set({ notice: quoteFailure(error) })
    } finally {
      set({ busy: false })
    }
  }
  /** Back from signing in: a member price may be theirs now; the server says. */
  const askMemberPrice = async (offer: PropertyResponse) => {
    const { rateId, units } = reservation()
    const memberRate = offer.units.some((unit) =>
      unit.rates.some(
        (rate) => rate.rateId === rateId && rate.memberTotal !== undefined,
      ),
    )
    if (memberRate && units.length > 0) await get().refresh()
  }

  return {
    load: async () => {
      set({ status: 'loading', failure: undefined })
      const confirmed = savedConfirmation()
      // A finished reservation is kept only to show its confirmation again after a reload.
      const restored =
        sameStay(options, reservation()) &&
        (confirmed !== undefined || reservation().activeStep < 4)
      const selected = restored ? unitIds() : []
      let offer: PropertyResponse
      try {
        offer = await offerFor(selected)
      } catch (error) {
        const missing =
          error instanceof ApiError && error.kind === 'missing_params'
        set({
          status: 'failed',
          failure: missing ? 'missing_params' : 'generic',
        })
        return
      }
      if (!restored) {
        safeStorage(storage, logger).removeItem(
          SESSION_KEYS.reservationConfirmation,
        )
        set({
          reservation: startedReservation(reservationStartFor(offer, options)),
        })
      }
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
      if (reservation().activeStep === 3) {
        try {
          await requote(flow)
        } catch (error) {
          changeReservation(flow, (current) => ({
            ...current,
            activeStep: steppedBack(current),
          }))
          set({ notice: quoteFailure(error) })
        }
      } else if (restored && reservation().activeStep === 2) {
        await askMemberPrice(offer)
      }
    },

    addRoom: (unitId, rateId) => {
      const offer = get().offer
      const unit = offer?.units.find((each) => each.unitId === unitId)
      const rate = unit?.rates.find((each) => each.rateId === rateId)
      if (!offer || !unit || !rate) return undefined
      const state = reservation()
      if (state.units.length > 0 && state.rateId !== rateId) return undefined
      if (roomsLeft(unit, get().offerSelection, state.units) <= 0)
        return undefined
      tracker.trackAddToCart(addedRoom(unit, rate, offer.property.currency))
      const lineId = nextLineId(state.units)
      const line = reservationLine(
        unit,
        rate,
        offer.supplements,
        {
          adults: offer.stay.adults,
          children: offer.stay.children,
          childAges: options.childAges,
        },
        lineId,
      )
      // The first room sets the rate.
      const base =
        state.units.length > 0
          ? state
          : startedReservation({
              ...state,
              rateId: rate.rateId,
              rateName: rate.name,
              boardName: rate.boardName,
              boardPrepaymentMessage: rate.boardPrepaymentMessage,
              policy: rate.policy,
              units: [],
            })
      set({ reservation: withLineAdded(base, line) })
      void reloadOffer().catch(() => undefined)
      // A rate with a member price: the server says at once whether this guest pays it.
      if (rate.memberTotal !== undefined) void get().refresh()
      return lineId
    },

    removeRoom: (lineId) => {
      changeReservation(flow, (current) => withLineRemoved(current, lineId))
      void reloadOffer().catch(() => undefined)
    },

    switchRoom: (lineId) =>
      changeReservation(flow, (current) => withActiveLine(current, lineId)),

    setGuests: async (lineId, guests) => {
      changeReservation(flow, (current) =>
        withLineGuests(current, lineId, guests),
      )
      await repriceLine(lineId)
    },

    setChildAge: (lineId, child, age) =>
      changeReservation(flow, (current) =>
        withChildAge(current, lineId, child, age),
      ),

    upgradeRoom: async (lineId, unitId) => {
      const offer = get().offer
      const state = reservation()
      const unit = offer?.units.find((each) => each.unitId === unitId)
      const rate = unit?.rates.find((each) => each.rateId === state.rateId)
      const line = state.units.find((each) => each.lineId === lineId)
      if (!offer || !unit || !rate || !line) return
      const upgrade = reservationLine(
        unit,
        rate,
        offer.supplements,
        line.guests,
        lineId,
      )
      changeReservation(flow, (current) =>
        withLineUpgraded(current, lineId, upgrade),
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
      changeReservation(flow, (current) =>
        withSupplement(current, lineId, choice),
      ),
  }
}
