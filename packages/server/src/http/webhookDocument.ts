import {
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
  webhookBookingEventSchema,
  webhookPaymentEventSchema,
  type WebhookEventType,
} from '@resort/core/api'
import * as z from 'zod'

// The webhooks' part of the API document (decision 049): what is posted to a receiver for each
// event and how to verify it. OpenAPI 3.0 has no webhooks object, so it is the x-webhooks
// extension (ReDoc and others read it), beside components the events' schemas.

const RECIPE = [
  'Signed as Standard Webhooks signs (standardwebhooks.com; its libraries verify it). To verify by hand:',
  '1. Take the secret shown when the address was registered or rotated, drop its "whsec_" and decode the rest from base64: that is the key.',
  '2. Compute HMAC-SHA256 with that key over "{webhook-id}.{webhook-timestamp}.{body}" (the raw body, as received) and encode it in base64.',
  '3. webhook-signature holds space-separated "v1,{base64}" signatures (two for a day after a rotation): the post is ours if any equals yours (compare in constant time).',
  '4. Refuse a webhook-timestamp more than 5 minutes from your clock, and drop an event whose webhook-id you had already (tries and replays of an event share it).',
  `Answer 2xx within ${WEBHOOK_TIMEOUT_SECONDS} s; anything else is tried again after ${WEBHOOK_RETRY_SECONDS.length} growing waits, then given up (staff see each try and can send it again). Redirects are not followed. Events may arrive out of order: each says when it happened.`,
].join('\n')

const HEADERS = [
  ['webhook-id', 'The event’s id, the same in every try and replay'],
  ['webhook-timestamp', 'When this try was signed, in seconds since 1970'],
  ['webhook-signature', 'v1,{base64 HMAC-SHA256}, space-separated'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}))

const EVENTS: Record<WebhookEventType, { summary: string; schema: string }> = {
  'booking.created': {
    summary: 'A booking was made',
    schema: 'WebhookBookingEvent',
  },
  'booking.changed': {
    summary: 'A booking’s stay, rooms or guest details were changed',
    schema: 'WebhookBookingEvent',
  },
  'booking.cancelled': {
    summary: 'A booking was cancelled (by the guest or by staff)',
    schema: 'WebhookBookingEvent',
  },
  'booking.paid': {
    summary: 'Money was taken for a booking at the card gateway',
    schema: 'WebhookPaymentEvent',
  },
}

const jsonSchema = (schema: z.ZodType): object =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' })

/**
 * The events' schemas, for components.schemas: zod writes them for OpenAPI 3.0, typed looser
 * than @fastify/swagger's SchemaObject, which it does not export.
 */
export const webhookSchemas = () =>
  ({
    WebhookBookingEvent: jsonSchema(webhookBookingEventSchema),
    WebhookPaymentEvent: jsonSchema(webhookPaymentEventSchema),
  }) as Record<string, object> as Record<string, never>

/** x-webhooks: each event as the operation a receiver implements. */
export const webhookOperations = () =>
  Object.fromEntries(
    Object.entries(EVENTS).map(([type, event]) => [
      type,
      {
        post: {
          summary: event.summary,
          description: RECIPE,
          tags: ['webhooks'],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${event.schema}` },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: not tried again' },
            default: { description: 'Tried again later' },
          },
        },
      },
    ]),
  )
