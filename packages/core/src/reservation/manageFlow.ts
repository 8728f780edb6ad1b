import { createStore } from 'zustand/vanilla'
import {
  ApiError,
  cancelBooking,
  editBooking,
  editBookingQuote,
  editGuest,
  submitReview,
  property,
  viewBooking,
  type ExistingBookingResponse,
} from '../api'
import { todayIso, validateStayDates } from '../stay/stayDates'
import type {
  ChangeQuote,
  ChangeRefusal,
  ManageFlow,
  ManageFlowOptions,
  ManageFlowStore,
} from './manageFlowTypes'
import {
  draftOf,
  enterModifyState,
  loadModifyConfirmation,
  saveModifyConfirmation,
  saveModifyDraft,
  type ModifyDraft,
} from './modifyState'
import { browserSessionStorage } from './sessionState'

/** The token in a booking link's query. */
const tokenOfUri = (bookingURI: string) => {
  const match = /[?&]token=([^&#]*)/.exec(bookingURI)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

// Core has no DOM or Node types; every runtime it runs in has these two.
const timers = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

// A room's extras are a set: chosen in another order, they are the same change.
const canonical = (draft: ModifyDraft) =>
  JSON.stringify({
    ...draft,
    units: draft.units.map((unit) => ({
      ...unit,
      supplements: [...(unit.supplements ?? [])].sort((a, b) =>
        a.serviceId.localeCompare(b.serviceId),
      ),
    })),
  })

/** True when two changes would make the same booking. */
export const sameChange = (a: ModifyDraft, b: ModifyDraft) =>
  canonical(a) === canonical(b)

// The dates' refusals that staff's restrictions give, as the modify view names them.
const RESTRICTIONS = {
  below_min_nights: 'min_stay',
  closed_to_arrival: 'no_arrival',
  closed_to_departure: 'no_departure',
} as const

const quoteFailure = (error: unknown): ChangeQuote => {
  const kind = error instanceof ApiError ? error.kind : 'generic'
  const fields = error instanceof ApiError ? error.fields : undefined
  const dates = fields?.dateFrom ?? fields?.dateTo
  if (dates && dates in RESTRICTIONS)
    return {
      state: 'failed',
      kind: RESTRICTIONS[dates as keyof typeof RESTRICTIONS],
    }
  return {
    state: 'failed',
    kind:
      kind === 'sold_out'
        ? 'sold_out'
        : kind === 'missing_params' || kind === 'not_found'
          ? 'invalid'
          : 'generic',
  }
}

const changeRefusal = (error: unknown): ChangeRefusal => {
  const kind = error instanceof ApiError ? error.kind : 'generic'
  if (kind === 'price_changed' || kind === 'sold_out') return kind
  return kind === 'not_editable' || kind === 'cancelled'
    ? 'not_editable'
    : 'error'
}

/** Viewing, changing and cancelling a booking: state changes only through its actions. */
export function createManageFlow(options: ManageFlowOptions): ManageFlow {
  const { api, lang, tracker, quoteDelayMs = 300 } = options
  const storage = options.storage ?? browserSessionStorage()
  const today = options.today ?? (() => todayIso())
  let quoteTimer: unknown
  // Each load, offer and quote answers only while it is the latest of its kind.
  let loads = 0
  let offers = 0
  let quotes = 0

  return createStore<ManageFlowStore>()((set, get) => {
    const changeValid = (draft: ModifyDraft) => {
      const stay = validateStayDates(draft.dateFrom, draft.dateTo, today())
      return !stay.dateFrom && !stay.dateTo
    }

    /** The property's rooms and extras for the change's dates. */
    const loadChangeOffer = async (draft: ModifyDraft) => {
      const booking = get().booking
      if (!booking || !changeValid(draft)) return
      const asked = ++offers
      try {
        const offer = await api.call(property, {
          propertyId: booking.hotelDetails.propertyId,
          dateFrom: draft.dateFrom,
          dateTo: draft.dateTo,
          adults: Math.max(...draft.units.map((unit) => unit.adults)),
          children: 0,
          lang,
        })
        if (asked === offers)
          set({ changeOffer: offer, changeOfferFailed: false })
      } catch {
        if (asked === offers) set({ changeOfferFailed: true })
      }
    }

    /** Prices the change a moment after the last edit; nothing is asked while nothing changed. */
    const priceChange = (draft: ModifyDraft) => {
      timers.clearTimeout(quoteTimer)
      const { booking, token } = get()
      if (!booking || !token) return
      if (sameChange(draft, draftOf(booking))) {
        set({ changeQuote: { state: 'unchanged' } })
        return
      }
      if (!changeValid(draft)) {
        set({ changeQuote: { state: 'failed', kind: 'invalid' } })
        return
      }
      set({ changeQuote: { state: 'pricing' } })
      const asked = ++quotes
      quoteTimer = timers.setTimeout(() => {
        api
          .call(editBookingQuote, {
            token,
            lang,
            dateFrom: draft.dateFrom,
            dateTo: draft.dateTo,
            units: draft.units,
          })
          .then(
            (quote) =>
              asked === quotes &&
              set({ changeQuote: { state: 'priced', quote } }),
            (error: unknown) =>
              asked === quotes && set({ changeQuote: quoteFailure(error) }),
          )
      }, quoteDelayMs)
    }

    /** The booking as the server now has it; a change started before is rebuilt (SPEC 4). */
    const showBooking = (booking: ExistingBookingResponse) => {
      const modify = booking.editable
        ? enterModifyState(booking, storage)
        : undefined
      set({ booking, modify, failure: undefined })
      if (get().view === 'modify') openChange()
    }

    /** The modify view's offer and price for the change as it stands. */
    const openChange = () => {
      const draft = get().modify?.draft
      if (!draft) return
      void loadChangeOffer(draft)
      priceChange(draft)
    }

    const go = (view: ManageFlowStore['view']) =>
      set({ view, moved: true, notice: undefined, changeRefusal: undefined })

    return {
      view: options.token ? options.initialView : 'find',
      token: options.token,
      booking: undefined,
      failure: undefined,
      moved: false,
      notice: undefined,
      modify: undefined,
      focus: 'dates',
      changeOffer: undefined,
      changeOfferFailed: false,
      changeQuote: { state: 'unchanged' },
      changeBusy: false,
      changeRefusal: undefined,
      confirmation: loadModifyConfirmation(storage),

      load: async () => {
        const { token } = get()
        if (!token) return
        const asked = ++loads
        set({ failure: undefined })
        try {
          const booking = await api.call(viewBooking, { token, lang })
          if (asked !== loads) return
          showBooking(booking)
          const shown = get().view
          if (booking.status === 'cancelled')
            set({
              view:
                shown === 'cancel' || shown === 'cancelled'
                  ? 'cancelled'
                  : 'booking',
            })
          else if (shown === 'modify' && !booking.editable)
            set({ view: 'booking' })
        } catch (error) {
          if (asked !== loads) return
          set({
            failure:
              error instanceof ApiError && error.kind === 'not_found'
                ? 'link'
                : 'generic',
          })
        }
      },

      go,

      found: async (bookingURI) => {
        set({ token: tokenOfUri(bookingURI), booking: undefined })
        go('booking')
        await get().load()
      },

      startChange: (focus) => {
        set({ focus })
        go('modify')
        openChange()
      },

      setDraft: (draft) => {
        const { modify } = get()
        if (!modify) return
        // The offer is asked for the dates and the largest party: only those change it.
        const offerAsksOtherwise =
          draft.dateFrom !== modify.draft.dateFrom ||
          draft.dateTo !== modify.draft.dateTo ||
          Math.max(...draft.units.map((unit) => unit.adults)) !==
            Math.max(...modify.draft.units.map((unit) => unit.adults))
        set({ modify: { ...modify, draft }, changeRefusal: undefined })
        saveModifyDraft(modify, draft, storage)
        if (offerAsksOtherwise) void loadChangeOffer(draft)
        priceChange(draft)
      },

      retryChangeOffer: () => {
        const draft = get().modify?.draft
        if (draft) void loadChangeOffer(draft)
      },

      confirmChange: async () => {
        const { booking, token, modify, changeQuote } = get()
        if (!booking || !token || !modify || changeQuote.state !== 'priced')
          return
        set({ changeBusy: true, changeRefusal: undefined })
        try {
          const changed = await api.call(editBooking, {
            token,
            lang,
            dateFrom: modify.draft.dateFrom,
            dateTo: modify.draft.dateTo,
            units: modify.draft.units,
            expectedTotal: changeQuote.quote.totalPrice,
          })
          const confirmation = {
            booking: changed,
            previousTotal: booking.totalPrice,
          }
          saveModifyConfirmation(confirmation, storage)
          set({ confirmation, changeBusy: false })
          go('changed')
          showBooking(changed)
          tracker.trackInteraction({
            category: 'booking',
            action: 'booking_modified',
            label: changed.bookingId,
          })
          options.onModified?.(changed, booking.totalPrice)
        } catch (error) {
          const refusal = changeRefusal(error)
          set({ changeBusy: false, changeRefusal: refusal })
          // A new price: ask for it again, the guest confirms the new total.
          if (refusal === 'price_changed') priceChange(modify.draft)
        }
      },

      saveGuest: async (guest) => {
        const { token } = get()
        if (!token) return
        const updated = await api.call(editGuest, { token, lang, guest })
        showBooking(updated)
        tracker.trackInteraction({
          category: 'booking',
          action: 'guest_details_changed',
          label: updated.bookingId,
        })
        go('booking')
        set({ notice: 'guest_saved' })
      },

      cancel: async () => {
        const { token, booking } = get()
        if (!booking || !token) return
        const cancelled = await api.call(cancelBooking, { token, lang })
        set({ booking: cancelled, modify: undefined })
        tracker.trackInteraction({
          category: 'booking',
          action: 'booking_cancelled',
          label: cancelled.bookingId,
        })
        options.onCancelled?.(cancelled)
        go('cancelled')
      },

      review: async (review) => {
        const { token, booking } = get()
        if (!booking || !token) return
        await api.call(submitReview, { token, lang, ...review })
        set({
          booking: { ...booking, review: 'already_reviewed' },
          notice: 'review_sent',
        })
        tracker.trackInteraction({
          category: 'booking',
          action: 'stay_reviewed',
          label: booking.bookingId,
        })
      },
    }
  })
}
