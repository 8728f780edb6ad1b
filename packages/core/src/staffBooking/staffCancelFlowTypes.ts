import type { StoreApi } from 'zustand/vanilla'
import type { CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { Language } from '../i18n/languages'
import type { StaffBooking } from './staffChangeFlowTypes'

export interface StaffCancelState {
  /** Staff waive the rate's cancellation fee. */
  waiveFee: boolean
  /** The reason was accepted: the form asks once more before it cancels. */
  confirming: boolean
  /** The cancellation is waiting for the server. */
  busy: boolean
  /** The reason's error code (the page's own check, or the server's). */
  errors: { reason?: string }
  /** A refusal or failure that names no field of the form. */
  problem: CallProblem | undefined
  /** The booking as the server answered the cancellation. */
  done: StaffBooking | undefined
}

export interface StaffCancelActions {
  /** Checks the reason; true when the form now asks once more. */
  ask(reason: string): boolean
  /** Cancels with the reason the guest is mailed; true when cancelled. */
  confirm(reason: string): Promise<boolean>
  /** Waives the fee or not; the question asked is asked again. */
  waive(waiveFee: boolean): void
  /** The reason was changed: its error goes, and the question asked is asked again. */
  editReason(): void
}

export type StaffCancelStore = StaffCancelState & StaffCancelActions

/** Staff cancelling a booking on the guest's behalf (issue 14). */
export type StaffCancelFlow = StoreApi<StaffCancelStore>

export interface StaffCancelFlowOptions {
  api: ApiClient
  /** The booking's number. */
  bookingId: string
  /** The staff member's language, in which the booking is answered. */
  lang: Language
}
