import { submitReview } from '../api'
import { runCall, type ManageFlowContext } from './manageFlowContext'
import type { ManageFlowActions } from './manageFlowTypes'

/** The guest's review of a stay that is over (issue 16). */
export function reviewActions(
  context: ManageFlowContext,
): Pick<ManageFlowActions, 'review'> {
  const { api, lang, tracker, set, get } = context
  return {
    review: async (review) => {
      const { token, booking } = get()
      if (!booking || !token) return false
      return runCall(
        context,
        'review',
        () => api.call(submitReview, { token, lang, ...review }),
        () => {
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
      )
    },
  }
}
