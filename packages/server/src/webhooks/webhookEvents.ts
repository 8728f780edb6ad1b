import type {
  ExistingBookingResponse,
  WebhookBookingEvent,
  WebhookEventType,
  WebhookPaymentEvent,
} from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { sortableId } from './webhookIds'

// The events the hotel's other systems hear of (decision 049): one delivery per address that
// asked for the event's type, written where the event happens.

type BookingEventType = WebhookBookingEvent['type']

/** A booking as its events tell it, from the answer the guest and staff read. */
export function webhookBooking(
  booking: ExistingBookingResponse,
): WebhookBookingEvent['data'] {
  return {
    bookingId: booking.bookingId,
    status: booking.status,
    propertyId: booking.hotelDetails.propertyId,
    propertyName: booking.hotelDetails.name,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    rateId: booking.rate.rateId,
    rateName: booking.rate.name,
    boardName: booking.rate.boardName,
    currency: booking.currency,
    total: booking.totalPrice,
    units: booking.accomodationData.map((unit) => ({
      unitId: unit.unitId,
      unitName: unit.unitName,
      adults: unit.adults,
      children: unit.children,
      childAges: unit.childAges ?? [],
      total: unit.total,
    })),
    guest: {
      firstName: booking.userDetails.firstName,
      lastName: booking.userDetails.lastName,
      email: booking.userDetails.email,
      telephone: booking.userDetails.telephone,
      country: booking.userDetails.country,
    },
    arrivalDetails: booking.userDetails.arrivalDetails,
    otherComments: booking.userDetails.otherComments,
    cancellationFee: booking.cancellation.fee,
    cancelledAt: booking.cancellation.cancelledAt,
  }
}

/** The booking event of a booking mail's event. */
export const BOOKING_EVENT_TYPES = {
  confirmed: 'booking.created',
  changed: 'booking.changed',
  cancelled: 'booking.cancelled',
} as const satisfies Record<string, BookingEventType>

/**
 * Queues an event for every address that asked for its type, due at once; returns how many
 * deliveries were queued. Run it in the transaction of what it tells, where there is one.
 */
export async function queueWebhookEvent(
  db: Kysely<Database>,
  event:
    | { type: BookingEventType; data: WebhookBookingEvent['data'] }
    | { type: 'booking.paid'; data: WebhookPaymentEvent['data'] },
  at: Date,
): Promise<number> {
  const webhooks = await db
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('removed_at', 'is', null)
    .execute()
  const told = webhooks.filter((webhook) =>
    (JSON.parse(webhook.events) as WebhookEventType[]).includes(event.type),
  )
  if (told.length === 0) return 0
  const eventId = sortableId('evt', at)
  const payload = JSON.stringify({
    id: eventId,
    type: event.type,
    timestamp: at.toISOString(),
    data: event.data,
  })
  await db
    .insertInto('webhook_deliveries')
    .values(
      told.map((webhook) => ({
        id: sortableId('dlv', at),
        webhook_id: webhook.id,
        event_id: eventId,
        type: event.type,
        booking_id: event.data.bookingId,
        payload,
        created_at: at.toISOString(),
        state: 'waiting' as const,
        next_attempt_at: at.toISOString(),
        replay_of: null,
      })),
    )
    .execute()
  return told.length
}
