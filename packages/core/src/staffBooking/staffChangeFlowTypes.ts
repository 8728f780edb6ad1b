import type { StoreApi } from 'zustand/vanilla'
import type { CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import type { adminBooking } from '../api/endpoints'
import type { Language } from '../i18n/languages'
import type { ChangeMachineState } from '../reservation/changeMachine'
import type { BookedStay } from '../reservation/modifyState'

/** One booking as staff see it: what the staff calls on a booking answer. */
export type StaffBooking = OutputOf<typeof adminBooking>

/** A room's guests as typed: the counts, and each child's age ('' until chosen; issue 33). */
export interface StaffChangeGuests {
  adults: string
  children: string
  childAges?: readonly string[]
}

/** The change form's fields as staff typed them: the dates, and each room's guests in order. */
export interface StaffChangeInput {
  dateFrom: string
  dateTo: string
  guests: readonly StaffChangeGuests[]
}

export interface StaffChangeState extends ChangeMachineState {
  /** The form's refused fields as codes: `dateFrom`, `units.0.adults`, `units.0.childAges.1`, `reason`... */
  errors: Readonly<Record<string, string>>
  /** A refusal or failure that names none of the form's fields. */
  problem: CallProblem | undefined
  /** Asked to price a change that leaves the booking as it is. */
  nothingChanged: boolean
  /** The booking as the server answered the last change saved. */
  done: StaffBooking | undefined
}

export interface StaffChangeActions {
  /** Checks the change of the booking shown and asks its price now; false when not priced. */
  priceChange(booking: BookedStay, input: StaffChangeInput): Promise<boolean>
  /** Saves the priced change with the reason the guest is mailed; false when not saved. */
  save(
    booking: BookedStay,
    input: StaffChangeInput,
    reason: string,
  ): Promise<boolean>
  /** A field was changed: its error goes; a change of dates or guests needs a new price. */
  edit(field: string): void
}

export type StaffChangeStore = StaffChangeState & StaffChangeActions

/** Staff changing a booking on the guest's behalf (issue 14), on the guest's change machine. */
export type StaffChangeFlow = StoreApi<StaffChangeStore>

export interface StaffChangeFlowOptions {
  api: ApiClient
  /** The booking's number. */
  bookingId: string
  /** The staff member's language: the quote's texts and the answer's. */
  lang: Language
  /** The day the new dates are checked against; today by default. */
  today?: () => string
}
