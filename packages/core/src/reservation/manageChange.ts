import {
  editBooking,
  editBookingQuote,
  property,
  type ExistingBookingResponse,
} from '../api'
import { createChangeMachine, isStayChange } from './changeMachine'
import type { ManageFlowContext } from './manageFlowContext'
import type { ManageFlowActions } from './manageFlowTypes'
import {
  changeRequestOf,
  unitMissingAges,
  withChildAge,
  withChildAges,
} from './modifyChildAges'
import {
  draftOf,
  saveModifyConfirmation,
  saveModifyDraft,
  type ModifyDraft,
} from './modifyState'

type ChangeActions = Pick<
  ManageFlowActions,
  | 'startChange'
  | 'setDraft'
  | 'setChildAge'
  | 'retryChangeOffer'
  | 'confirmChange'
>

/** The largest party of a change: the offer is asked for it. */
const largestParty = (draft: ModifyDraft) =>
  Math.max(...draft.units.map((unit) => unit.adults))

/**
 * Changing a booking by its link (SPEC 4) on the change machine, with the property's offer for
 * the change's dates. `openChange` prices the change as it stands and asks for its offer.
 */
export function changeActions(context: ManageFlowContext): {
  actions: ChangeActions
  openChange(): void
} {
  const { api, lang, tracker, options, storage, today, get, set } = context
  // Each offer answers only while it is the latest asked.
  let offers = 0

  // The machine asks and saves only while there is a booking of a link, so a token.
  const change = createChangeMachine<ExistingBookingResponse, void>({
    get,
    set,
    unchanged: () => {
      const { booking, token } = get()
      return booking && token ? draftOf(booking) : undefined
    },
    today,
    quoteDelayMs: options.quoteDelayMs ?? 300,
    quote: (draft) =>
      api.call(editBookingQuote, {
        token: get().token ?? '',
        lang,
        ...changeRequestOf(draft),
      }),
    save: (draft, expectedTotal) =>
      api.call(editBooking, {
        token: get().token ?? '',
        lang,
        ...changeRequestOf(draft),
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
        adults: largestParty(draft),
        children: 0,
        lang,
      })
      if (asked === offers)
        set({ changeOffer: offer, changeOfferFailed: false })
    } catch {
      if (asked === offers) set({ changeOfferFailed: true })
    }
  }

  const openChange = () => {
    const draft = get().modify?.draft
    if (!draft) return
    void loadChangeOffer(draft)
    void change.price(draft)
  }

  const actions: ChangeActions = {
    startChange: (focus) => {
      set({ focus })
      context.go('modify')
      openChange()
    },

    setDraft: (typed) => {
      const { modify, booking, changeAgesMissing } = get()
      if (!modify) return
      const draft = withChildAges(typed)
      // The offer is asked for the dates and the largest party: only those change it.
      const offerAsksOtherwise =
        draft.dateFrom !== modify.draft.dateFrom ||
        draft.dateTo !== modify.draft.dateTo ||
        largestParty(draft) !== largestParty(modify.draft)
      set({
        modify: { ...modify, draft },
        changeRefusal: undefined,
        // The refusal for a missing age holds only while one is still missing.
        changeAgesMissing:
          changeAgesMissing &&
          booking !== undefined &&
          unitMissingAges(booking, draft) !== undefined,
      })
      saveModifyDraft(modify, draft, storage)
      if (offerAsksOtherwise) void loadChangeOffer(draft)
      void change.price(draft)
    },

    setChildAge: (unit, child, age) => {
      const draft = get().modify?.draft
      if (draft) actions.setDraft(withChildAge(draft, unit, child, age))
    },

    retryChangeOffer: () => {
      const draft = get().modify?.draft
      if (draft) void loadChangeOffer(draft)
    },

    confirmChange: async () => {
      const { booking, token, modify } = get()
      if (!booking || !token || !modify) return
      // Issue 33: not saved while a child's age is missing; the view shows where.
      if (unitMissingAges(booking, modify.draft) !== undefined) {
        set({ changeAgesMissing: true })
        return
      }
      const outcome = await change.confirm(modify.draft, undefined)
      if (!('saved' in outcome)) return
      const changed = outcome.saved
      const confirmation = {
        booking: changed,
        previousTotal: booking.totalPrice,
      }
      saveModifyConfirmation(confirmation, storage)
      set({ confirmation })
      context.go('changed')
      context.showBooking(changed)
      tracker.trackInteraction({
        category: 'booking',
        action: 'booking_modified',
        label: changed.bookingId,
      })
      options.onModified?.(changed, booking.totalPrice)
    },
  }
  return { actions, openChange }
}
