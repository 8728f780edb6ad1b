import { randomUUID } from 'node:crypto'
import { todayIso } from '@resort/core/stay'
import type { Selectable } from 'kysely'
import { scheduleJob, type ScheduledJob } from '#db/scheduledJobs'
import type { PaymentScheduleTable } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { recordAuditBy, SERVER_ACTOR } from '../admin/auditLog'
import { bookingLanguage } from '../booking/bookingChanges'
import type { BookingDeps } from '../booking/bookingDeps'
import {
  loadBooking,
  viewBookingById,
  type BookingRow,
} from '../booking/bookingView'
import type { Mailer } from '../mail/mailer'
import { takeArrivalHolds } from './arrivalHolds'
import { bookingCardOnFile } from './cardOnFile'
import { recordMovement } from './paymentMovements'
import {
  scheduledPaymentMail,
  type ScheduledMailEvent,
} from './scheduledPaymentMails'

// The job that makes a booking's later payments (issue 32): on its day, each waiting payment is
// charged or held on the card the booking keeps, and a hold is taken on the arrival day. Each row
// is claimed before the gateway is asked, so two processes never run it twice; a run that dies at
// the gateway is run again with the same idempotency key, which charges once.

export type DuePaymentDeps = Pick<
  BookingDeps,
  | 'db'
  | 'catalog'
  | 'tokens'
  | 'bookingFacts'
  | 'gateway'
  | 'logFailure'
  | 'now'
> & { mailer: Mailer; publicBaseUrl: string }

type ScheduleRow = Selectable<PaymentScheduleTable>

/** A run left `running` this long ago died on the way (a process stopped): it is run again. */
const STALE_RUN_MS = 10 * 60_000

async function mailGuest(
  deps: DuePaymentDeps,
  booking: BookingRow,
  event: ScheduledMailEvent,
  amount: number,
) {
  try {
    const language = bookingLanguage(booking)
    const view = await viewBookingById(deps, booking.id, language)
    await deps.mailer.send(
      scheduledPaymentMail(event, view, amount, language, deps.publicBaseUrl),
    )
  } catch (error) {
    deps.logFailure(
      error,
      `scheduled payment mail for ${booking.id} not stored`,
    )
  }
}

/** Claims a waiting row for this run; false when another process has it. */
async function claim(deps: DuePaymentDeps, row: ScheduleRow, stamp: string) {
  const claimed = await deps.db
    .updateTable('payment_schedule')
    .set({ state: 'running', updated_at: stamp })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

type Outcome = 'taken' | 'held' | 'failed' | 'waiting'

async function runOne(
  deps: DuePaymentDeps,
  row: ScheduleRow,
): Promise<Outcome> {
  const stamp = deps.now().toISOString()
  const booking = await loadBooking(deps.db, row.booking_id)
  const card = await bookingCardOnFile(deps.db, row.booking_id)
  let charged: Awaited<
    ReturnType<DuePaymentDeps['gateway']['chargeCardOnFile']>
  >
  if (!card)
    charged = { status: 'failed', code: 'no_card_on_file', message: '' }
  else {
    try {
      charged = await deps.gateway.chargeCardOnFile({
        card,
        amount: row.amount,
        currency: row.currency,
        reference: `${row.booking_id} ${row.action} ${row.due_on}`,
        idempotencyKey: `schedule:${row.id}:${row.attempts}`,
        hold: row.action === 'hold',
      })
    } catch (error) {
      // No answer: the row waits for the next round, which asks with the same key.
      deps.logFailure(error, `scheduled payment ${row.id} not run`)
      await deps.db
        .updateTable('payment_schedule')
        .set({ state: 'due', updated_at: deps.now().toISOString() })
        .where('id', '=', row.id)
        .where('state', '=', 'running')
        .execute()
      return 'waiting'
    }
  }
  const made = charged.status !== 'failed'
  const paymentId = randomUUID()
  const intent =
    charged.status === 'failed' ? `declined:${paymentId}` : charged.intent
  const failure = charged.status === 'failed' ? charged.code : null
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        booking_id: row.booking_id,
        intent,
        kind: 'prepayment',
        fee_for: null,
        state: charged.status,
        property_id: booking.property_id,
        currency: row.currency,
        amount: row.amount,
        taken: charged.status === 'taken' ? row.amount : 0,
        payment_method: card?.paymentMethod ?? null,
        customer: card?.customer ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
    if (charged.status !== 'held')
      await recordMovement(trx, {
        paymentId,
        kind: made ? 'taken' : 'declined',
        amount: row.amount,
        reference: intent,
        at: deps.now(),
      })
    await trx
      .updateTable('payment_schedule')
      .set({
        state: made ? 'done' : 'failed',
        payment_id: paymentId,
        failure,
        attempts: made ? row.attempts : row.attempts + 1,
        updated_at: stamp,
      })
      .where('id', '=', row.id)
      .execute()
    await recordAuditBy(
      trx,
      SERVER_ACTOR,
      {
        action: made ? 'scheduled_payment_made' : 'scheduled_payment_failed',
        entity: 'booking',
        entityId: row.booking_id,
        before: { scheduleId: row.id, dueOn: row.due_on, amount: row.amount },
        after: {
          paymentId,
          action: row.action,
          state: charged.status,
          ...(failure ? { failure } : {}),
        },
      },
      deps.now(),
    )
  })
  await mailGuest(
    deps,
    booking,
    made ? (charged.status === 'held' ? 'held' : 'taken') : 'card_failed',
    row.amount,
  )
  return charged.status
}

/**
 * One round of the job: every waiting payment whose day has come (and every run that died) is
 * made, then the arrival day's holds are taken.
 */
async function runDuePayments(deps: DuePaymentDeps): Promise<void> {
  const now = deps.now()
  const today = todayIso(now)
  const stale = new Date(now.getTime() - STALE_RUN_MS).toISOString()
  const rows = await deps.db
    .selectFrom('payment_schedule')
    .innerJoin('bookings', 'bookings.id', 'payment_schedule.booking_id')
    .selectAll('payment_schedule')
    .where('bookings.status', '=', 'confirmed')
    .where('payment_schedule.due_on', '<=', today)
    .where((eb) =>
      eb.or([
        eb('payment_schedule.state', '=', 'due'),
        eb.and([
          eb('payment_schedule.state', '=', 'running'),
          eb('payment_schedule.updated_at', '<', stale),
        ]),
      ]),
    )
    .orderBy('payment_schedule.due_on')
    .execute()
  for (const row of rows)
    if (await claim(deps, row, now.toISOString())) await runOne(deps, row)
  await takeArrivalHolds(deps, today)
}

/**
 * Runs now the payments of a booking that the caller claimed (`running`, stamped `claimedAt`) in
 * its own transaction: a new card given for a declined one. Claimed there, no round takes them.
 */
export async function runClaimedFor(
  deps: DuePaymentDeps,
  bookingId: string,
  claimedAt: string,
): Promise<Outcome[]> {
  const rows = await deps.db
    .selectFrom('payment_schedule')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('state', '=', 'running')
    .where('updated_at', '=', claimedAt)
    .execute()
  const outcomes: Outcome[] = []
  for (const row of rows) outcomes.push(await runOne(deps, row))
  return outcomes
}

/**
 * Runs a round every `everyMs` until stopped, in one server process of all on the database
 * (issue 34); a failed round is logged and the next one tries again.
 */
export function scheduleDuePayments(
  deps: DuePaymentDeps,
  everyMs: number,
  logError: (error: unknown) => void,
  ran?: ScheduledJob['ran'],
): () => Promise<void> {
  return scheduleJob(deps.db, {
    name: 'due_payments',
    everyMs,
    run: () => runDuePayments(deps),
    logError,
    ...(ran ? { ran } : {}),
  })
}
