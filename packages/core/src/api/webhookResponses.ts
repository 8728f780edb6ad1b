// The answers of the webhook calls, and the events posted to the receivers (issue 35, decision
// 049); the requests are in webhooks.ts.
import * as z from 'zod'
import { isoDateSchema } from './stayQuery'
import { WEBHOOK_EVENTS } from './webhooks'

/** A receiver as staff see it; its secret is answered only when it is made or rotated. */
export const webhookSchema = z.object({
  webhookId: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  /** When its secret was made or last rotated (ISO 8601). */
  secretSince: z.string(),
  /** Deliveries waiting for another try, and given up as failed. */
  waiting: z.number().int(),
  failed: z.number().int(),
})

/** A receiver with its signing secret ('whsec_' and base64): shown once, at creation or rotation. */
export const webhookWithSecretSchema = webhookSchema.extend({
  secret: z.string(),
})

export const adminWebhooksResponseSchema = z.object({
  webhooks: z.array(webhookSchema),
})

export const webhookRemovedSchema = z.object({ removed: z.literal(true) })

/** One try of a delivery: what the receiver answered, or why there was no answer. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when it did not answer. */
  status: z.number().int().nullable(),
  /** Why it did not count: a status that is not 2xx, a timeout, an address refused. */
  problem: z.string().nullable(),
  durationMs: z.number().int(),
})

export const webhookDeliverySchema = z.object({
  deliveryId: z.string(),
  /** The event's id, the same for a replay: receivers drop what they already had by it. */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  bookingId: z.string(),
  createdAt: z.string(),
  /** 'waiting': not delivered yet, tried again at nextAttemptAt; 'failed': given up. */
  state: z.enum(['waiting', 'delivered', 'failed']),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
  /** The delivery this one sends again, for a replay. */
  replayOf: z.string().nullable(),
  /** The body posted, as it was signed. */
  payload: z.string(),
})

export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** The id to ask the next page with; null at the last page. */
  next: z.string().nullable(),
})

const webhookGuestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string(),
  country: z.string(),
})

const webhookUnitSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  childAges: z.array(z.number().int()),
  total: z.number().int(),
})

/** A booking as its events tell it: what a front-desk system needs to hold the stay. */
export const webhookBookingSchema = z.object({
  bookingId: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  propertyId: z.string(),
  propertyName: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int(),
  rateId: z.string(),
  rateName: z.string(),
  boardName: z.string(),
  currency: z.string(),
  /** The stay's price in minor units, VAT included. */
  total: z.number().int(),
  units: z.array(webhookUnitSchema),
  guest: webhookGuestSchema,
  arrivalDetails: z.string(),
  otherComments: z.string(),
  /** For booking.cancelled: what cancelling cost (minor units) and when. */
  cancellationFee: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
})

/** Money taken for a booking at the gateway (booking.paid). */
export const webhookPaymentSchema = z.object({
  bookingId: z.string(),
  /** What was taken, in minor units. */
  amount: z.number().int(),
  currency: z.string(),
  /** The gateway's reference of the payment. */
  reference: z.string(),
  takenAt: z.string(),
})

const eventEnvelope = <T extends z.ZodType>(
  type: readonly (typeof WEBHOOK_EVENTS)[number][],
  data: T,
) =>
  z.object({
    /** The event's id: the same in every try and replay of it (and the webhook-id header). */
    id: z.string(),
    type: z.enum(type),
    /** When it happened (ISO 8601). */
    timestamp: z.string(),
    data,
  })

/** What is posted for booking.created, booking.changed and booking.cancelled. */
export const webhookBookingEventSchema = eventEnvelope(
  ['booking.created', 'booking.changed', 'booking.cancelled'],
  webhookBookingSchema,
)
export type WebhookBookingEvent = z.infer<typeof webhookBookingEventSchema>

/** What is posted for booking.paid. */
export const webhookPaymentEventSchema = eventEnvelope(
  ['booking.paid'],
  webhookPaymentSchema,
)
export type WebhookPaymentEvent = z.infer<typeof webhookPaymentEventSchema>
