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
import { todayIso } from '../stay/stayDates'
import { createChangeMachine, isStayChange } from './changeMachine'
import type {
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

/** Viewing, changing and cancelling a booking: state changes only through its actions. */
export function createManageFlow(options: ManageFlowOptions): ManageFlow {
  const { api, lang, tracker, quoteDelayMs = 300 } = options
  const storage = options.storage ?? browserSessionStorage()
  const today = options.today ?? (() => todayIso())
  // Each load and offer answers only while it is the latest of its kind.
  let loads = 0
  let offers = 0

  return createStore<ManageFlowStore>()((set, get) => {
    // The machine asks and saves only while there is a booking of a link, so a token.
    const change = createChangeMachine<ExistingBookingResponse, void>({
      get,
      set,
      unchanged: () => {
        const { booking, token } = get()
        return booking && token ? draftOf(booking) : undefined
      },
      today,
      quoteDelayMs,
      quote: (draft) =>
        api.call(editBookingQuote, {
          token: get().token ?? '',
          lang,
          ...draft,
        }),
      save: (draft, expectedTotal) =>
        api.call(editBooking, {
          token: get().token ?? '',
          lang,
          ...draft,
          expectedTotal,
        }),
    })

    /** The property's rooms and extras for the change's dates. */
    const loadChangeOffer = async (draft: ModifyDraft) => {
      const booking = get().booking
      if (!booking || !isStayChange(draft, today())) return
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
      void change.price(draft)
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
        void change.price(draft)
      },

      retryChangeOffer: () => {
        const draft = get().modify?.draft
        if (draft) void loadChangeOffer(draft)
      },

      confirmChange: async () => {
        const { booking, token, modify } = get()
        if (!booking || !token || !modify) return
        const outcome = await change.confirm(modify.draft, undefined)
        if (!('saved' in outcome)) return
        const changed = outcome.saved
        const confirmation = {
          booking: changed,
          previousTotal: booking.totalPrice,
        }
        saveModifyConfirmation(confirmation, storage)
        set({ confirmation })
        go('changed')
        showBooking(changed)
        tracker.trackInteraction({
          category: 'booking',
          action: 'booking_modified',
          label: changed.bookingId,
        })
        options.onModified?.(changed, booking.totalPrice)
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
