import { randomUUID } from 'node:crypto'
import { todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, invalidParam, notFound } from '#http/errors'
import { bookingLanguage } from '../booking/bookingChanges'
import type { BookingDeps } from '../booking/bookingDeps'
import {
  type BookingRow,
  loadBooking,
  viewBookingById,
} from '../booking/bookingView'
import type { Mailer } from '../mail/mailer'
import { bookingCardOnFile } from '../payments/cardOnFile'
import { paymentMail, type PaymentMailEvent } from '../payments/paymentMails'
import { recordMovement } from '../payments/paymentMovements'
import { gatewayUnavailable } from '../payments/paymentProblems'
import { refundTaken } from '../payments/refunds'
import type { AdminVisit } from './adminVisit'
import { adminActor, recordAudit } from './auditLog'

// Staff's money actions on a booking (issue 32): a no-show or late-cancellation fee charged to
// the card on file, and a refund of part or all of a payment. Each is written to the audit log
// with the payment it made or changed, and the guest is mailed with staff's reason.

type Deps = BookingDeps & { mailer: Mailer }
type Fee = 'no_show' | 'late_cancellation'

const feesCharged = async (db: Kysely<Database>, bookingId: string, fee: Fee) =>
  (
    await db
      .selectFrom('payments')
      .select(['taken', 'refunded'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'fee')
      .where('fee_for', '=', fee)
      .execute()
  ).reduce((sum, row) => sum + row.taken - row.refunded, 0)

/** The guest's mail about the money moved, in the booking's language; a mail not stored is logged. */
async function mailGuest(
  deps: Deps,
  booking: BookingRow,
  event: PaymentMailEvent,
  amount: number,
  reason: string,
) {
  const language = bookingLanguage(booking)
  try {
    const view = await viewBookingById(deps, booking.id, language)
    await deps.mailer.send(paymentMail(event, view, amount, reason, language))
  } catch (error) {
    deps.logFailure(error, `payment mail for ${booking.id} not stored`)
  }
}

/**
 * Charges a fee to the card the booking keeps, without the guest: a no-show once the arrival day
 * has come, a late cancellation up to the fee the cancellation set. The same fee and amount asked
 * twice at once is charged once (the gateway's idempotency key).
 */
export async function chargeFee(
  deps: Deps,
  admin: AdminVisit,
  request: { id: string; fee: Fee; amount: number; reason: string },
): Promise<void> {
  const booking = await loadBooking(deps.db, request.id, 'id')
  const today = todayIso(deps.now())
  if (request.fee === 'no_show') {
    if (booking.status !== 'confirmed' || booking.date_from > today)
      throw invalidParam(
        'fee',
        'not_a_no_show',
        'A no-show fee is charged for a confirmed booking once its arrival day has come.',
      )
  } else if (booking.status !== 'cancelled' || !booking.cancellation_fee)
    throw invalidParam(
      'fee',
      'no_cancellation_fee',
      'A late-cancellation fee is charged for a booking cancelled with a cancellation fee.',
    )
  const cap =
    (request.fee === 'no_show'
      ? booking.total_price
      : (booking.cancellation_fee ?? 0)) -
    (await feesCharged(deps.db, booking.id, request.fee))
  if (request.amount > cap)
    throw invalidParam(
      'amount',
      'fee_too_large',
      `At most ${cap} (minor units) is left to charge for this fee.`,
    )
  const card = await bookingCardOnFile(deps.db, booking.id)
  if (!card)
    throw new ApiProblem(
      409,
      'conflict',
      'This booking keeps no card to charge: ask the guest to pay at the property.',
      { id: 'no_card_on_file' },
    )
  const charged = await deps.gateway
    .chargeCardOnFile({
      card,
      amount: request.amount,
      currency: booking.currency,
      reference: `${booking.id} ${request.fee}`,
      idempotencyKey: `fee:${booking.id}:${request.fee}:${request.amount}:${cap}`,
    })
    .catch(gatewayUnavailable)
  const taken = charged.status === 'taken'
  const paymentId = randomUUID()
  const stamp = deps.now().toISOString()
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        booking_id: booking.id,
        intent: taken ? charged.intent : `declined:${paymentId}`,
        kind: 'fee',
        fee_for: request.fee,
        state: taken ? 'taken' : 'failed',
        property_id: booking.property_id,
        currency: booking.currency,
        amount: request.amount,
        taken: taken ? request.amount : 0,
        payment_method: card.paymentMethod,
        customer: card.customer,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
    await recordMovement(trx, {
      paymentId,
      kind: taken ? 'taken' : 'declined',
      amount: request.amount,
      reference: taken ? charged.intent : `declined:${paymentId}`,
      at: deps.now(),
    })
    await recordAudit(
      trx,
      admin,
      {
        action: 'fee_charged',
        entity: 'booking',
        entityId: booking.id,
        before: null,
        after: {
          paymentId,
          fee: request.fee,
          amount: request.amount,
          state: taken ? 'taken' : 'failed',
        },
        note: request.reason,
      },
      deps.now(),
    )
  })
  if (charged.status === 'failed')
    throw new ApiProblem(
      402,
      'payment_declined',
      `The card was declined (${charged.code}): ${charged.message}`,
      { amount: 'card_declined' },
    )
  await mailGuest(
    deps,
    booking,
    { kind: 'fee_charged', fee: request.fee },
    request.amount,
    request.reason,
  )
}

/** Gives part or all of what a payment took back to the guest's card, at most what is left. */
export async function refundPayment(
  deps: Deps,
  admin: AdminVisit,
  request: { id: string; paymentId: string; amount: number; reason: string },
): Promise<void> {
  const booking = await loadBooking(deps.db, request.id, 'id')
  const payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', request.paymentId)
    .where('booking_id', '=', booking.id)
    .executeTakeFirst()
  if (!payment) throw notFound('payment', request.paymentId, 'paymentId')
  const left = payment.taken - payment.refunded
  if (request.amount > left)
    throw new ApiProblem(
      409,
      'conflict',
      `At most ${left} (minor units) of this payment is left to refund.`,
      { amount: 'refund_too_large' },
    )
  await refundTaken(
    deps,
    { ...payment, booking_id: booking.id },
    request.amount,
    {
      actor: adminActor(admin),
      note: request.reason,
    },
  )
  await mailGuest(
    deps,
    booking,
    { kind: 'refunded' },
    request.amount,
    request.reason,
  )
}
