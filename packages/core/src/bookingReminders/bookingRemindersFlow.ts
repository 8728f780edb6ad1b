import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import { stopBookingReminders } from '../api/endpoints'

/** What pressing the page's button came to, as a code the page translates. */
export type BookingRemindersOutcome =
  /** No more booking reminders go to the address the reminder went to. */
  | 'stopped'
  /** The link's token is unknown, or not a token at all (a link cut short). */
  | 'link_invalid'
  /** Too many requests for now: later. */
  | 'rate_limited'
  /** The server could not be reached or failed: again. */
  | 'failed'

export interface BookingRemindersState {
  /** True while the server is being asked. */
  busy: boolean
  outcome: BookingRemindersOutcome | undefined
}

export interface BookingRemindersActions {
  /** Stops booking reminders to the address of the reminder whose link carried `token`. */
  stop(token: string): Promise<boolean>
}

export type BookingRemindersStore = BookingRemindersState &
  BookingRemindersActions

/** The page a booking reminder's "no more reminders" link opens. */
export type BookingRemindersFlow = StoreApi<BookingRemindersStore>

function outcomeOf(error: unknown): BookingRemindersOutcome {
  if (!(error instanceof ApiError)) return 'failed'
  if (error.kind === 'link_invalid' || error.kind === 'missing_params')
    return 'link_invalid'
  return error.kind === 'rate_limited' ? 'rate_limited' : 'failed'
}

/**
 * Booking recovery's page (issue 35, decision 047): the mail's token stops the reminders by a
 * POST when the guest presses the button, never by opening the link (a link scanner stops none).
 */
export function createBookingRemindersFlow({
  api,
}: {
  api: ApiClient
}): BookingRemindersFlow {
  return createStore<BookingRemindersStore>()((set, get) => ({
    busy: false,
    outcome: undefined,
    stop: async (token) => {
      if (get().busy) return false
      set({ busy: true, outcome: undefined })
      try {
        await api.call(stopBookingReminders, { token })
        set({ busy: false, outcome: 'stopped' })
        return true
      } catch (error) {
        set({ busy: false, outcome: outcomeOf(error) })
        return false
      }
    },
  }))
}
