import type { InputOf } from '../api/endpoint'
import type { adminChargeFee } from '../api/endpoints'
import type { StaffAction } from '../staff/staffActionTypes'
import type { StaffBooking } from './staffChangeFlowTypes'

/** What staff charge a fee for (issue 32): the guest did not come, or cancelled late. */
export type StaffFee = InputOf<typeof adminChargeFee>['fee']

/** One of a booking's payments at the gateway, as staff reconcile them. */
export type StaffPayment = StaffBooking['payments'][number]

/** A fee staff may charge now: the most the server takes, and the amount the form begins with. */
export interface ChargeableFee {
  fee: StaffFee
  /** Minor units. */
  most: number
  /** Minor units; 0 when the rate names no fee and staff type one. */
  suggested: number
}

/** The fee form as staff fill it in: the amount in the booking's currency, as typed. */
export interface StaffFeeDraft {
  /** '' until a fee is chosen (none may be charged now). */
  fee: StaffFee | ''
  amount: string
  reason: string
}

export type StaffFeeField = 'fee' | 'amount' | 'reason'

/** Charging a fee to the card on file (issue 32); `done` is the booking as the server answered. */
export type StaffFeeCharge = StaffAction<
  'charge',
  StaffFeeDraft,
  StaffBooking,
  StaffFeeField
>

/** A refund as staff fill it in: the amount in the booking's currency, as typed. */
export interface StaffRefundDraft {
  amount: string
  reason: string
}

export type StaffRefundField = 'amount' | 'reason'

/** Refunding part or all of one payment (issue 32); `done` is the booking as the server answered. */
export type StaffRefund = StaffAction<
  'refund',
  StaffRefundDraft,
  StaffBooking,
  StaffRefundField
>
