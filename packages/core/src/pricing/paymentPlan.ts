import type { PaymentDue, PaymentPolicy } from '../api/paymentPolicy'
import type { PaymentType } from '../api/paymentType'
import { addDaysIso } from '../stay/stayDates'

/** A hold lapses at the card's bank after about a week, so it is placed at most this close. */
const MAX_HOLD_DAYS_BEFORE_ARRIVAL = 6

/** What a payment policy is applied to: the stay's dates and prices, in minor units. */
export interface PolicyStay {
  dateFrom: string
  dateTo: string
  nights: number
  totalPrice: number
  /** The price without extras: rooms, board and guests; `one_night` is a night of it. */
  stayPrice: number
}

/** How much a policy asks for, never more than the stay costs. */
export function policyAmount(policy: PaymentPolicy, stay: PolicyStay): number {
  const amounts: Record<PaymentPolicy['amount'], () => number> = {
    none: () => 0,
    one_night: () => Math.round(stay.stayPrice / Math.max(stay.nights, 1)),
    percent: () => Math.round((stay.totalPrice * policy.value) / 100),
    fixed: () => policy.value,
    whole_stay: () => stay.totalPrice,
  }
  return Math.max(0, Math.min(amounts[policy.amount](), stay.totalPrice))
}

/**
 * The payments a policy asks of a stay booked `today` (issue 32): none for a guarantee; else one,
 * at booking (`on` null) or on its day. A day already reached when booking is due at booking, so
 * the guest pays it in the card step, where the bank may ask them to confirm it.
 */
export function paymentPlan(
  policy: PaymentPolicy,
  stay: PolicyStay,
  today: string,
): PaymentDue[] {
  const amount = policyAmount(policy, stay)
  if (policy.mode === 'guarantee' || amount === 0) return []
  const day =
    policy.trigger === 'before_arrival'
      ? addDaysIso(stay.dateFrom, -policy.days)
      : policy.trigger === 'checkout'
        ? stay.dateTo
        : null
  return [{ on: day && day > today ? day : null, amount, action: policy.mode }]
}

/** What is due in the card step: the plan's payments due at booking. */
export const dueAtBooking = (plan: readonly PaymentDue[]): number =>
  plan.reduce((sum, due) => (due.on === null ? sum + due.amount : sum), 0)

/**
 * Why a policy cannot be a rate's, or null: a rate without a card charges nothing, a guarantee
 * charges nothing, a prepaid rate takes its money at booking, and a hold (taken on the arrival
 * day) starts no earlier than the bank keeps it.
 */
export function policyProblem(
  policy: PaymentPolicy,
  guarantee: PaymentType,
):
  | 'amount_without_card'
  | 'guarantee_with_amount'
  | 'charge_without_amount'
  | 'prepayment_not_at_booking'
  | 'hold_too_early'
  | 'value_out_of_range'
  | null {
  const asksMoney = policy.amount !== 'none'
  if (guarantee === 'NOGUARANTEE' && asksMoney) return 'amount_without_card'
  if (policy.mode === 'guarantee' && asksMoney) return 'guarantee_with_amount'
  if (policy.mode !== 'guarantee' && !asksMoney) return 'charge_without_amount'
  if (policy.amount === 'percent' && (policy.value < 1 || policy.value > 100))
    return 'value_out_of_range'
  if (policy.amount === 'fixed' && policy.value < 1) return 'value_out_of_range'
  if (
    guarantee === 'PREPAYMENT' &&
    (policy.trigger !== 'booking' || policy.mode !== 'charge')
  )
    return 'prepayment_not_at_booking'
  if (
    policy.mode === 'hold' &&
    (policy.trigger !== 'before_arrival' ||
      policy.days > MAX_HOLD_DAYS_BEFORE_ARRIVAL)
  )
    return 'hold_too_early'
  return null
}

/**
 * The plan once a gift voucher paid `paid` at booking (decision 045): the voucher counts
 * towards the earliest payments first, so the card is asked only for what it does not cover.
 */
export function planAfterVoucher(
  plan: readonly PaymentDue[],
  paid: number,
): PaymentDue[] {
  let left = paid
  const after: PaymentDue[] = []
  for (const due of plan) {
    const covered = Math.min(left, due.amount)
    left -= covered
    if (due.amount - covered > 0)
      after.push({ ...due, amount: due.amount - covered })
  }
  return after
}
