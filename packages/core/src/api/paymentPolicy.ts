import * as z from 'zod'
import { isoDateSchema } from './stayQuery'

// A rate's payment policy (issue 32), as property systems model it: how much (an amount rule),
// when (a trigger) and how (a mode). The booking keeps the policy it was sold with.

/** How much: nothing, a night's price, a share of the total, a fixed sum, or the whole stay. */
export const PAYMENT_AMOUNT_RULES = [
  'none',
  'one_night',
  'percent',
  'fixed',
  'whole_stay',
] as const

/** When: at booking, some days before arrival, or on the departure day. */
export const PAYMENT_TRIGGERS = [
  'booking',
  'before_arrival',
  'checkout',
] as const

/** How: the card only kept, the amount held on it (taken on the arrival day), or charged. */
export const PAYMENT_MODES = ['guarantee', 'hold', 'charge'] as const

export const paymentPolicySchema = z.object({
  amount: z.enum(PAYMENT_AMOUNT_RULES),
  /** The percent for `percent`, the minor units for `fixed`; 0 otherwise. */
  value: z.number().int().nonnegative(),
  trigger: z.enum(PAYMENT_TRIGGERS),
  /** Days before arrival for `before_arrival`; 0 otherwise. */
  days: z.number().int().nonnegative(),
  mode: z.enum(PAYMENT_MODES),
})
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>

/** One payment a booking's policy asks for: at booking (`on` null) or on a day, charged or held. */
export const paymentDueSchema = z.object({
  on: z.nullable(isoDateSchema),
  amount: z.number().int(),
  action: z.enum(['charge', 'hold']),
})
export type PaymentDue = z.infer<typeof paymentDueSchema>

/** The policy that asks no money: the card, if any, only guarantees the booking. */
export const NO_PAYMENT_POLICY: PaymentPolicy = {
  amount: 'none',
  value: 0,
  trigger: 'booking',
  days: 0,
  mode: 'guarantee',
}

/**
 * A payment the booking's policy asks for later, as guest and staff see it: waiting for its day,
 * made, or failed (the card was declined: the guest gives another card, staff follow it up).
 */
export const scheduledPaymentSchema = z.object({
  on: isoDateSchema,
  amount: z.number().int(),
  action: z.enum(['charge', 'hold']),
  state: z.enum(['due', 'done', 'failed']),
})
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>
