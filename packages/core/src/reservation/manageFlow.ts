import { createStore } from 'zustand/vanilla'
import { ApiError, viewBooking } from '../api'
import { todayIso } from '../stay/stayDates'
import { cancelActions } from './manageCancel'
import { cardActions, IDLE_CARD } from './manageCard'
import { changeActions } from './manageChange'
import { findActions } from './manageFind'
import { IDLE_CALLS, type ManageFlowContext } from './manageFlowContext'
import type {
  ManageFlow,
  ManageFlowOptions,
  ManageFlowStore,
} from './manageFlowTypes'
import { guestDetailsActions } from './manageGuestDetails'
import { reviewActions } from './manageReview'
import { enterModifyState, loadModifyConfirmation } from './modifyState'
import { browserSessionStorage } from './sessionState'

/** Viewing, changing and cancelling a booking: state changes only through its actions. */
export function createManageFlow(options: ManageFlowOptions): ManageFlow {
  const { api, lang } = options
  const storage = options.storage ?? browserSessionStorage()
  // Each load answers only while it is the latest asked.
  let loads = 0

  return createStore<ManageFlowStore>()((set, get) => {
    const context: ManageFlowContext = {
      options,
      api,
      lang,
      tracker: options.tracker,
      storage,
      today: options.today ?? (() => todayIso()),
      set,
      get,
      go: (view) =>
        set({
          view,
          moved: true,
          notice: undefined,
          changeRefusal: undefined,
          changeAgesMissing: false,
          calls: IDLE_CALLS,
          card: IDLE_CARD,
        }),
      showBooking: (booking) => {
        const modify = booking.editable
          ? enterModifyState(booking, storage)
          : undefined
        set({ booking, modify, failure: undefined })
        if (get().view === 'modify') change.openChange()
      },
    }
    const change = changeActions(context)

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
      changeAgesMissing: false,
      changeQuote: { state: 'unchanged' },
      changeBusy: false,
      changeRefusal: undefined,
      confirmation: loadModifyConfirmation(storage),
      calls: IDLE_CALLS,
      card: IDLE_CARD,

      load: async () => {
        const { token } = get()
        if (!token) return
        const asked = ++loads
        set({ failure: undefined })
        try {
          const booking = await api.call(viewBooking, { token, lang })
          if (asked !== loads) return
          context.showBooking(booking)
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

      go: context.go,
      ...findActions(context),
      ...change.actions,
      ...guestDetailsActions(context),
      ...cancelActions(context),
      ...reviewActions(context),
      ...cardActions(context),
    }
  })
}
