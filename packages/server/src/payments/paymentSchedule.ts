import { randomUUID } from 'node:crypto'
import type { PaymentPolicy, ScheduledPayment } from '@resort/core/api'
import {
  paymentPlan,
  planAfterVoucher,
  policyAmount,
  type PolicyStay,
} from '@resort/core/pricing'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

// The payments a booking's policy asks for later (issue 32), kept as rows a job works through
// (payments/duePayments.ts). What is due at booking is the card step's; only later days wait here.

type Plan = readonly {
  on: string | null
  amount: number
  action: 'charge' | 'hold'
}[]

async function insertDue(
  db: Kysely<Database>,
  bookingId: string,
  currency: string,
  plan: Plan,
  stamp: string,
  today?: string,
) {
  for (const due of plan) {
    const on = due.on ?? today
    if (!on) continue
    await db
      .insertInto('payment_schedule')
      .values({
        id: randomUUID(),
        booking_id: bookingId,
        due_on: on,
        action: due.action,
        amount: due.amount,
        currency,
        state: 'due',
        payment_id: null,
        failure: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
  }
}

/** At booking, in its transaction: the plan's later payments, each due on its day. */
export async function schedulePayments(
  db: Kysely<Database>,
  bookingId: string,
  quote: { currency: string; paymentPlan: Plan },
  stamp: string,
): Promise<void> {
  await insertDue(db, bookingId, quote.currency, quote.paymentPlan, stamp)
}

/** A cancelled booking owes nothing more under its policy: what still waits is cancelled. */
export async function cancelSchedule(
  db: Kysely<Database>,
  bookingId: string,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('payment_schedule')
    .set({ state: 'cancelled', updated_at: stamp })
    .where('booking_id', '=', bookingId)
    .where('state', 'in', ['due', 'failed'])
    .execute()
}

/**
 * A changed stay, in the change's transaction (issue 32: a change that moves the price charges or
 * refunds the difference). The payments still waiting are planned again from the policy the
 * booking was sold with, for the new dates and total; one whose day has passed is due today.
 * When the policy's charge was made already, the difference to what the new stay asks is charged
 * today (a payment due now, made by the job) or returned: the amount to refund is answered, for
 * the caller to give back once the change stands.
 */
export async function reschedulePayments(
  db: Kysely<Database>,
  booking: {
    id: string
    currency: string
    payment_policy: string | null
    prepayment_amount: number
  },
  stay: PolicyStay,
  today: string,
  stamp: string,
  /** What a gift voucher pays of the stay (decision 045): the card is asked for the rest only. */
  voucherPaid = 0,
): Promise<{ refund: number }> {
  if (booking.payment_policy === null) return { refund: 0 }
  const policy = JSON.parse(booking.payment_policy) as PaymentPolicy
  const rows = await db
    .selectFrom('payment_schedule')
    .select(['id', 'state', 'action', 'amount'])
    .where('booking_id', '=', booking.id)
    .where('state', 'in', ['due', 'done'])
    .execute()
  const waiting = rows.filter((row) => row.state === 'due')
  if (waiting.length) {
    await db
      .updateTable('payment_schedule')
      .set({ state: 'cancelled', updated_at: stamp })
      .where(
        'id',
        'in',
        waiting.map((row) => row.id),
      )
      .execute()
    await insertDue(
      db,
      booking.id,
      booking.currency,
      planAfterVoucher(paymentPlan(policy, stay, today), voucherPaid),
      stamp,
      today,
    )
    return { refund: 0 }
  }
  if (policy.mode !== 'charge') return { refund: 0 }
  const paid =
    booking.prepayment_amount +
    rows
      .filter((row) => row.action === 'charge')
      .reduce((sum, row) => sum + row.amount, 0)
  if (paid === 0 && voucherPaid === 0) return { refund: 0 }
  const difference =
    Math.max(0, policyAmount(policy, stay) - voucherPaid) - paid
  if (difference > 0)
    await insertDue(
      db,
      booking.id,
      booking.currency,
      [{ on: today, amount: difference, action: 'charge' }],
      stamp,
    )
  return { refund: Math.max(0, -difference) }
}

/** A booking's later payments as guest and staff see them, by day; cancelled ones left out. */
export async function scheduledPayments(
  db: Kysely<Database>,
  bookingId: string,
): Promise<ScheduledPayment[]> {
  const rows = await db
    .selectFrom('payment_schedule')
    .select(['due_on', 'amount', 'action', 'state'])
    .where('booking_id', '=', bookingId)
    .where('state', '!=', 'cancelled')
    .orderBy('due_on')
    .execute()
  return rows.map((row) => ({
    on: row.due_on,
    amount: row.amount,
    action: row.action,
    // A run under way is still owed, as far as the guest can tell.
    state:
      row.state === 'running'
        ? 'due'
        : (row.state as ScheduledPayment['state']),
  }))
}
