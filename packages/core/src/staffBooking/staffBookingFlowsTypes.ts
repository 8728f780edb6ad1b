import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { Language } from '../i18n/languages'
import type { StaffCancelFlow } from './staffCancelFlowTypes'
import type { StaffBooking, StaffChangeFlow } from './staffChangeFlowTypes'
import type {
  ChargeableFee,
  StaffFeeCharge,
  StaffPayment,
  StaffRefund,
} from './staffMoneyTypes'

/**
 * What staff's last action on the booking came to: a change, a cancellation, a fee charged or
 * declined by the card (issue 32), a refund.
 */
export type StaffBookingOutcome =
  'changed' | 'cancelled' | 'fee_charged' | 'fee_declined' | 'refunded'

export interface StaffBookingAnswered {
  /** The booking as staff's last action left it; undefined until one is done. */
  last: { booking: StaffBooking; outcome: StaffBookingOutcome } | undefined
}

/** Staff's actions on one booking, and the booking as the last of them answered. */
export interface StaffBookingFlows {
  change: StaffChangeFlow
  cancel: StaffCancelFlow
  /** Which action answered last, and its booking: what the page shows instead of its own copy. */
  answered: StoreApi<StaffBookingAnswered>
  /** The fees that may be charged now to the booking as shown. */
  fees(booking: StaffBooking): ChargeableFee[]
  /** A fee charge for the booking as shown; its answer becomes `answered`. */
  feeCharge(booking: StaffBooking): StaffFeeCharge
  /** A refund of one of the booking's payments; its answer becomes `answered`. */
  refund(booking: StaffBooking, payment: StaffPayment): StaffRefund
}

export interface StaffBookingFlowsOptions {
  api: ApiClient
  /** The booking's number. */
  bookingId: string
  /** The staff member's language, in which the booking is answered. */
  lang: Language
  /** The day fees are judged by (a no-show from the arrival day); today by default. */
  today?: () => string
}
