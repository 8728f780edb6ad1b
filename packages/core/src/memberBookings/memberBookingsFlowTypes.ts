import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type {
  ClaimableReservation,
  MemberReservation,
} from '../api/loyaltyResponses'
import type { Language } from '../i18n/languages'

/** Where the list stands: asked for, refused or lost, or here. */
export type MemberBookingsStatus = 'idle' | 'loading' | 'failed' | 'loaded'

export type MemberBookingsAction = 'list' | 'claim'

/** What an action came to, as a code the page translates (decision 013). */
export type MemberBookingsNoticeCode =
  /** The guest booking is now among the member's. */
  | 'claimed'
  /** The booking is no longer there to claim (claimed meanwhile, or not of this address). */
  | 'not_found'
  /** The session has ended: sign in again. */
  | 'signed_out'
  /** No answer, or a fault on the server: try again. */
  | 'failed'

export interface MemberBookingsNotice {
  action: MemberBookingsAction
  code: MemberBookingsNoticeCode
  /** The claimed booking and its property's name. */
  bookingId?: string
  propertyName?: string
}

export interface MemberBookingsFlowState {
  status: MemberBookingsStatus
  /** The language the list is described in (property names, links). */
  language: Language | undefined
  /** Stays still to come or under way, the soonest first. */
  upcoming: readonly MemberReservation[]
  /** Stays over, the latest first. */
  past: readonly MemberReservation[]
  /** Guest bookings made with the member's verified address, to claim. */
  claimable: readonly ClaimableReservation[]
  /** The booking whose claim is waiting for the server. */
  claiming: string | undefined
  /** The last action's outcome. */
  notice: MemberBookingsNotice | undefined
}

export interface MemberBookingsFlowActions {
  /** Loads the member's bookings, described in `language`. */
  load(language: Language): Promise<void>
  /** Makes a guest booking of the member's address theirs; true when it is. */
  claim(bookingId: string): Promise<boolean>
  /** Forgets the member's bookings (signed out), also answers still on their way. */
  reset(): void
  /** Forgets the last notice. */
  dismiss(): void
}

export type MemberBookingsFlowStore = MemberBookingsFlowState &
  MemberBookingsFlowActions

/** A signed-in member's bookings (issue 13: my-bookings; decision 013). */
export type MemberBookingsFlow = StoreApi<MemberBookingsFlowStore>

export interface MemberBookingsFlowOptions {
  api: ApiClient
  /** The day that parts upcoming from past stays, yyyy-MM-dd; today by default. */
  today?: () => string
}
