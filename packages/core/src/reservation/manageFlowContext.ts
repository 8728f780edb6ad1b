import type { StoreApi } from 'zustand/vanilla'
import { problemOf, type ApiClient, type ExistingBookingResponse } from '../api'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'
import type {
  ManageCall,
  ManageCallName,
  ManageFlowOptions,
  ManageFlowStore,
  ManageView,
} from './manageFlowTypes'
import type { KeyValueStorage } from './sessionState'

/** What the manage flow's parts share: its options, the store's set and get, moving and showing. */
export interface ManageFlowContext {
  options: ManageFlowOptions
  api: ApiClient
  lang: Language
  tracker: Tracker
  storage: KeyValueStorage | undefined
  today: () => string
  set: StoreApi<ManageFlowStore>['setState']
  get: StoreApi<ManageFlowStore>['getState']
  /** Moves to another view, forgetting a notice and the screens' last failures. */
  go(view: ManageView): void
  /** The booking as the server now has it; a change started before is rebuilt (SPEC 4). */
  showBooking(booking: ExistingBookingResponse): void
}

const IDLE: ManageCall = { busy: false, problem: undefined }

/** Every screen's call neither waiting nor failed. */
export const IDLE_CALLS: Record<ManageCallName, ManageCall> = {
  find: IDLE,
  saveGuest: IDLE,
  cancel: IDLE,
  review: IDLE,
}

/**
 * Runs one screen's call: busy meanwhile (a second press asks nothing), its problem kept when it
 * failed, `done` with the answer when it was done. Resolves whether it was done.
 */
export async function runCall<T>(
  { get, set }: ManageFlowContext,
  name: ManageCallName,
  call: () => Promise<T>,
  done: (answer: T) => void,
): Promise<boolean> {
  if (get().calls[name].busy) return false
  const settle = (state: ManageCall) =>
    set({ calls: { ...get().calls, [name]: state } })
  settle({ busy: true, problem: undefined })
  let answer: T
  try {
    answer = await call()
  } catch (error) {
    settle({ busy: false, problem: problemOf(error) })
    return false
  }
  settle(IDLE)
  done(answer)
  return true
}
