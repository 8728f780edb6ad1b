// Webhooks for the hotel's other systems (issue 35, decision 049): staff register an address
// for some of the booking's events; each event is posted there, signed. Request schemas in zod
// mini (decision 014: the admin pages run them); the answers' and the posted events' are in
// webhookResponses.ts.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'

/** What an address may be told of, as the event's `type` names it. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'booking.paid',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

/**
 * When a delivery that failed is tried again, after its first try (Standard Webhooks' schedule,
 * shortened at its end): about a day and a half in all, then it is given up as failed.
 */
export const WEBHOOK_RETRY_SECONDS = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
] as const

/** How long a receiver has to answer one delivery. */
export const WEBHOOK_TIMEOUT_SECONDS = 10

/** After a secret is rotated, the old one still signs beside the new one for this long. */
export const WEBHOOK_OLD_SECRET_HOURS = 24

/**
 * A host name, an IPv4 address or a bracketed IPv6 one, a port from 1 to 65535: what a URL parser
 * takes, so that an address registered can be posted to ('http://a:99999/' cannot).
 */
const WEBHOOK_URL_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?(?:[/?#]\S*)?$/i

/**
 * A receiver's address: https, or http for one on the hotel's own network (the server refuses
 * http elsewhere, https_required); no credentials.
 */
const webhookUrl = zm
  .string()
  .check(
    zm.minLength(1, 'required'),
    zm.maxLength(2000, 'too_long'),
    zm.regex(WEBHOOK_URL_PATTERN, 'invalid_url'),
  )

const webhookIdSchema = zm
  .string()
  .check(zm.minLength(1, 'required'), zm.maxLength(40, 'too_long'))

/** POST /api/v1/admin/webhooks: a new receiver. */
export const createWebhookRequestSchema = zm.object({
  url: webhookUrl,
  /** What staff call it: the system it feeds ('Front desk PMS'). */
  name: requiredText(60),
  events: zm
    .array(zm.enum(WEBHOOK_EVENTS))
    .check(
      zm.minLength(1, 'required'),
      zm.maxLength(WEBHOOK_EVENTS.length, 'too_long'),
    ),
})
export type CreateWebhookRequest = zm.infer<typeof createWebhookRequestSchema>

/** One receiver: removed, or given a new secret. */
export const webhookRequestSchema = zm.object({ webhookId: webhookIdSchema })

/** GET /api/v1/admin/webhooks/deliveries: a receiver's deliveries, newest first, a page at a time. */
export const webhookDeliveriesQuerySchema = zm.object({
  webhookId: webhookIdSchema,
  /** The last delivery of the page before (its id), for the next page. */
  before: zm.optional(webhookIdSchema),
})

/** POST /api/v1/admin/webhooks/deliveries/replay: a delivery sent again, as a new delivery. */
export const replayWebhookDeliveryRequestSchema = zm.object({
  deliveryId: webhookIdSchema,
})

/** Deliveries a page of the admin list shows. */
export const WEBHOOK_DELIVERIES_PAGE = 25
