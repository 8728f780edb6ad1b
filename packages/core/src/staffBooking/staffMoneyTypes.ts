import type { StoreApi } from 'zustand/vanilla'
import type { CallProblem } from '../api/ApiError'
import type { InputOf } from '../api/endpoint'
import type { adminChargeFee, adminRefundPayment } from '../api/endpoints'
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

/** The call a checked fee form makes: what its confirmation says and Confirm sends. */
export type StaffFeeRequest = InputOf<typeof adminChargeFee>

/** Charging a fee to the card on file (issue 32), once staff confirm what it charges. */
export type StaffFeeCharge = StaffMoneyAction<
  StaffFeeDraft,
  StaffFeeRequest,
  StaffFeeField
>

/** A refund as staff fill it in: the amount in the booking's currency, as typed. */
export interface StaffRefundDraft {
  amount: string
  reason: string
}

export type StaffRefundField = 'amount' | 'reason'

/** The call a checked refund form makes: what its confirmation says and Confirm sends. */
export type StaffRefundRequest = InputOf<typeof adminRefundPayment>

/** Refunding part or all of one payment (issue 32), once staff confirm what it refunds. */
export type StaffRefund = StaffMoneyAction<
  StaffRefundDraft,
  StaffRefundRequest,
  StaffRefundField
>

/**
 * Where a fee or a refund stands (issue 32): staff fill in the form, or read what the checked
 * call will do and confirm it; nothing is sent from the form itself.
 */
export type StaffMoneyStep<Request> =
  { phase: 'editing' } | { phase: 'confirming'; request: Request }

export interface StaffMoneyState<Draft, Request, Field extends string> {
  /** The form as staff filled it in, kept through the confirmation and a failure. */
  draft: Draft
  step: StaffMoneyStep<Request>
  /** The confirmed call is waiting for the server. */
  busy: boolean
  /** The form's refused fields, as error codes (the page's own check, or the server's). */
  errors: Partial<Record<Field, string>>
  /** A refusal or failure that names none of the form's fields. */
  problem: CallProblem | undefined
  /** The booking as the server answered the last confirmed call. */
  done: StaffBooking | undefined
}

export interface StaffMoneyControls<Draft, Field extends string> {
  /** Staff changed the form: the field's error goes, and any confirmation with it. */
  change(patch: Partial<Draft>, field?: Field): void
  /** Checks the form (with `patch`); true when the confirmation opens, false with its errors. */
  review(patch?: Partial<Draft>): boolean
  /** Sends the call the open confirmation describes; false when none is open, or it failed. */
  confirm(): Promise<boolean>
  /** Back from the confirmation to the form, with everything typed kept. */
  revise(): void
}

/** A fee or a refund as a store: the form, its confirmation, the one call and its answer. */
export type StaffMoneyAction<Draft, Request, Field extends string> = StoreApi<
  StaffMoneyState<Draft, Request, Field> & StaffMoneyControls<Draft, Field>
>
