// Webhooks for the tests of core and of the admin area (issue 35, decision 049): one set of test
// data, part of @resort/core/staff/testing (promoCodeFixtures.ts).
import type { InputOf } from '../api/endpoint'
import type { createWebhook } from '../api/endpoints'
import type { Webhook, WebhookWithSecret } from './webhookActions'
import type { WebhookAttempt, WebhookDelivery } from './webhookDeliveries'

/** A signing secret as the server makes them: 'whsec_' and 32 bytes in base64. */
export const WEBHOOK_SECRET =
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw3gh2YqTNAeE='

/** The front desk's system as staff register it: told of bookings made, changed and cancelled. */
export const frontDeskRequest = {
  url: 'https://pms.example/hooks/resort',
  name: 'Front desk PMS',
  events: ['booking.created', 'booking.changed', 'booking.cancelled'],
} satisfies InputOf<typeof createWebhook>

/** An address as the server lists it: the front desk's, nothing waiting or failed. */
export const webhook = (fields: Partial<Webhook> = {}): Webhook => ({
  webhookId: 'whk_front',
  ...frontDeskRequest,
  createdAt: '2030-05-02T09:00:00.000Z',
  secretSince: '2030-05-02T09:00:00.000Z',
  waiting: 0,
  failed: 0,
  ...fields,
})

/** The address the server answers for `request`, with its secret, shown once. */
export const createdWebhook = (
  request: InputOf<typeof createWebhook>,
  fields: Partial<WebhookWithSecret> = {},
): WebhookWithSecret => ({
  ...webhook({ ...request, name: request.name.trim() }),
  secret: WEBHOOK_SECRET,
  ...fields,
})

/** One try: answered 204 in 120 ms, on 2 May 2030 at 10:00 UTC. */
export const webhookAttempt = (
  fields: Partial<WebhookAttempt> = {},
): WebhookAttempt => ({
  at: '2030-05-02T10:00:00.000Z',
  status: 204,
  problem: null,
  durationMs: 120,
  ...fields,
})

/** A booking's creation told to the front desk, delivered at the first try. */
export const webhookDelivery = (
  fields: Partial<WebhookDelivery> = {},
): WebhookDelivery => ({
  deliveryId: 'dlv_1',
  eventId: 'evt_1',
  type: 'booking.created',
  bookingId: 'AA7K2M9QXB',
  createdAt: '2030-05-02T10:00:00.000Z',
  state: 'delivered',
  nextAttemptAt: null,
  attempts: [webhookAttempt()],
  replayOf: null,
  payload: '{}',
  ...fields,
})
