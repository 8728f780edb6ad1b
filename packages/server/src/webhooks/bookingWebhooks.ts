import type { ExistingBookingResponse } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { AfterAnswer } from '../accounts/afterAnswer'
import type { BookingEvent } from '../booking/mailTexts/bookingMailTexts'
import {
  BOOKING_EVENT_TYPES,
  queueWebhookEvent,
  webhookBooking,
} from './webhookEvents'
import { deliverDueWebhooks, type WebhookDeps } from './webhookRound'

/**
 * A booking made, changed or cancelled, told to the addresses that asked (decision 049): queued
 * once the booking is stored, as its mail is, and tried as soon as the answer is on its way.
 */
export async function tellWebhooks(
  deps: WebhookDeps,
  afterAnswer: AfterAnswer,
  event: BookingEvent,
  booking: ExistingBookingResponse,
): Promise<void> {
  const queued = await queueWebhookEvent(
    deps.db,
    { type: BOOKING_EVENT_TYPES[event], data: webhookBooking(booking) },
    deps.now(),
  )
  if (queued > 0) afterAnswer.run(() => deliverDueWebhooks(deps))
}

/**
 * Money taken for a booking at the gateway, told as booking.paid in the transaction that writes
 * the move down (paymentMovements.ts); the next round delivers it.
 */
export async function tellPaid(
  trx: Kysely<Database>,
  move: { paymentId: string; amount: number; reference: string; at: Date },
): Promise<void> {
  const payment = await trx
    .selectFrom('payments')
    .select(['booking_id', 'currency'])
    .where('id', '=', move.paymentId)
    .executeTakeFirst()
  if (!payment?.booking_id) return
  await queueWebhookEvent(
    trx,
    {
      type: 'booking.paid',
      data: {
        bookingId: payment.booking_id,
        amount: move.amount,
        currency: payment.currency,
        reference: move.reference,
        takenAt: move.at.toISOString(),
      },
    },
    move.at,
  )
}
