import { editGuest } from '../api'
import { runCall, type ManageFlowContext } from './manageFlowContext'
import type { ManageFlowActions } from './manageFlowTypes'

/** Changing the guest's details of a booking (SPEC 3's guest form). */
export function guestDetailsActions(
  context: ManageFlowContext,
): Pick<ManageFlowActions, 'saveGuest'> {
  const { api, lang, tracker, set, get, go, showBooking } = context
  return {
    saveGuest: async (guest) => {
      const { token } = get()
      if (!token) return false
      return runCall(
        context,
        'saveGuest',
        () => api.call(editGuest, { token, lang, guest }),
        (updated) => {
          showBooking(updated)
          tracker.trackInteraction({
            category: 'booking',
            action: 'guest_details_changed',
            label: updated.bookingId,
          })
          go('booking')
          set({ notice: 'guest_saved' })
        },
      )
    },
  }
}
