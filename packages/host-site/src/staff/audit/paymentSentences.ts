import { declineText } from '../payments/paymentWords'
import {
  reading,
  text,
  whole,
  type Describe,
  type Values,
} from './auditReading'
import type { Say } from './auditSay'

// The sentence of each fee, charged or declined by the card (issue 32).
const FEES: Readonly<Record<string, { charged: string; declined: string }>> = {
  no_show: {
    charged: 'audit.say.no_show_charged',
    declined: 'audit.say.no_show_declined',
  },
  late_cancellation: {
    charged: 'audit.say.late_fee_charged',
    declined: 'audit.say.late_fee_declined',
  },
}

/** The reason the guest was mailed, a line of its own. */
const reasonLine = (note: string | null, say: Say) =>
  note ? [say.t('audit.say.reason', { reason: note })] : []

const feeCharged: Describe = ({ entityId, note }, _before, after, say) => {
  const fee = FEES[text(after.fee) ?? '']
  const amount = whole(after.amount)
  const payment = text(after.paymentId)
  if (!fee || amount === undefined || !payment) return undefined
  return reading(
    say.t(after.state === 'failed' ? fee.declined : fee.charged, {
      amount: say.money(amount),
      booking: entityId,
    }),
    [say.t('audit.say.payment_line', { payment }), ...reasonLine(note, say)],
  )
}

const paymentRefunded: Describe = ({ entityId, note }, before, after, say) => {
  const payment = text(after.paymentId)
  const refunded = (side: Values) => whole(side.refunded)
  const [was, now, amount] = [
    refunded(before),
    refunded(after),
    whole(after.amount),
  ]
  if (!payment || was === undefined || now === undefined) return undefined
  return reading(
    say.t('audit.say.payment_refunded', {
      amount: say.money(amount ?? now - was),
      payment,
      booking: entityId,
    }),
    [
      say.t('audit.say.refunded_total', {
        before: say.money(was),
        after: say.money(now),
      }),
      ...reasonLine(note, say),
    ],
  )
}

// The server's own moves when a booking is cancelled, or when the gateway reports one (issue 32).
const serverMove =
  (key: string): Describe =>
  ({ entityId }, _before, after, say) =>
    reading(
      say.t(key, {
        booking: entityId,
        amount: say.money(whole(after.taken) ?? 0),
      }),
    )

// A hold taken when a booking is cancelled with a fee, or on the arrival day (issue 32).
const holdTaken: Describe = ({ entityId }, before, after, say) => {
  const held = whole(before.held)
  return reading(
    say.t('audit.say.hold_taken', {
      booking: entityId,
      amount: say.money(whole(after.taken) ?? 0),
    }),
    held === undefined
      ? []
      : [say.t('audit.say.held', { amount: say.money(held) })],
  )
}

// The job's payment of a rate's policy on its day (issue 32): made (charged or held), or declined.
const SCHEDULED: Readonly<Record<string, Record<string, string>>> = {
  charge: {
    taken: 'audit.say.scheduled_charged',
    failed: 'audit.say.scheduled_charge_declined',
  },
  hold: {
    held: 'audit.say.scheduled_held',
    failed: 'audit.say.scheduled_hold_declined',
  },
}

const scheduledPayment: Describe = ({ entityId }, before, after, say) => {
  const key = SCHEDULED[text(after.action) ?? '']?.[text(after.state) ?? '']
  const amount = whole(before.amount)
  const due = text(before.dueOn)
  const payment = text(after.paymentId)
  if (!key || amount === undefined || !due || !payment) return undefined
  return reading(
    say.t(key, {
      amount: say.money(amount),
      day: say.day(due),
      booking: entityId,
    }),
    [
      say.t('audit.say.payment_line', { payment }),
      ...(after.state === 'failed'
        ? [
            say.t('audit.say.decline_reason', {
              reason: declineText(say.t, text(after.failure) ?? null),
            }),
          ]
        : []),
    ],
  )
}

const paymentReconciled: Describe = ({ entityId }, before, after, say) => {
  const payment = text(after.paymentId)
  const [was, now] = [text(before.state), text(after.state)]
  if (!payment || !was || !now) return undefined
  return reading(
    say.t('audit.say.payment_reconciled', {
      payment,
      booking: entityId,
      before: was,
      after: now,
    }),
  )
}

/** The sentences of the money moved on a booking: staff's fees and refunds, the server's moves. */
export const PAYMENT_SENTENCES: Record<string, Describe> = {
  fee_charged: feeCharged,
  payment_refunded: paymentRefunded,
  card_released: serverMove('audit.say.card_released'),
  hold_taken: holdTaken,
  hold_released: serverMove('audit.say.hold_released'),
  payment_reconciled: paymentReconciled,
  scheduled_payment_made: scheduledPayment,
  scheduled_payment_failed: scheduledPayment,
}
