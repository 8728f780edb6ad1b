import { cancelBooking } from '../api'
import { runCall, type ManageFlowContext } from './manageFlowContext'
import type { ManageFlowActions } from './manageFlowTypes'

/** Cancelling a booking (SPEC 4): the page is told, and the cancelled view shown. */
export function cancelActions(
  context: ManageFlowContext,
): Pick<ManageFlowActions, 'cancel'> {
  const { api, lang, tracker, options, set, get, go } = context
  return {
    cancel: async () => {
      const { token, booking } = get()
      if (!booking || !token) return false
      return runCall(
        context,
        'cancel',
        () => api.call(cancelBooking, { token, lang }),
        (cancelled) => {
          set({ booking: cancelled, modify: undefined })
          tracker.trackInteraction({
            category: 'booking',
            action: 'booking_cancelled',
            label: cancelled.bookingId,
          })
          options.onCancelled?.(cancelled)
          go('cancelled')
        },
      )
    },
  }
}
