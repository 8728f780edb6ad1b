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
  hold_taken: serverMove('audit.say.hold_taken'),
  hold_released: serverMove('audit.say.hold_released'),
  payment_reconciled: paymentReconciled,
}
