import { findBooking } from '../api'
import { runCall, type ManageFlowContext } from './manageFlowContext'
import type { ManageFlowActions } from './manageFlowTypes'

/** The token in a booking link's query. */
const tokenOfUri = (bookingURI: string) => {
  const match = /[?&]token=([^&#]*)/.exec(bookingURI)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** Finding a booking by its number and the guest's e-mail, for guests without their link. */
export function findActions(
  context: ManageFlowContext,
): Pick<ManageFlowActions, 'find'> {
  const { api, lang, set, get, go } = context
  return {
    find: async (query) => {
      let opened: Promise<void> | undefined
      const done = await runCall(
        context,
        'find',
        () => api.call(findBooking, { ...query, lang }),
        (found) => {
          set({ token: tokenOfUri(found.bookingURI), booking: undefined })
          go('booking')
          opened = get().load()
        },
      )
      await opened
      return done
    },
  }
}
