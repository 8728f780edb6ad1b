import { createHmac } from 'node:crypto'
import { eventProblems } from './stripeApi'
import { newId, now } from './stripeObjects'

// Webhooks as Stripe sends them (decision 040): an event per change of an intent or a refund,
// posted to the booking server with a `Stripe-Signature` header (t=<unix time>,v1=<HMAC-SHA256
// of "<t>.<body>" with the endpoint's secret>). Kept, so tests can send one again or out of order.

interface StripeObject {
  id: string
  object: string
  status?: string
  last_payment_error?: unknown
  last_setup_error?: unknown
}

export interface SentEvent {
  id: string
  type: string
  body: string
}

/** The event type Stripe sends for an object in its state, if it sends one. */
function eventType(object: StripeObject): string | undefined {
  if (object.object === 'refund') return 'refund.created'
  const failed = object.last_payment_error ?? object.last_setup_error
  const status = object.status
  if (object.object === 'payment_intent') {
    if (status === 'succeeded') return 'payment_intent.succeeded'
    if (status === 'requires_capture')
      return 'payment_intent.amount_capturable_updated'
    if (status === 'canceled') return 'payment_intent.canceled'
    if (status === 'requires_action') return 'payment_intent.requires_action'
    if (failed) return 'payment_intent.payment_failed'
  }
  if (object.object === 'setup_intent') {
    if (status === 'succeeded') return 'setup_intent.succeeded'
    if (status === 'canceled') return 'setup_intent.canceled'
    if (status === 'requires_action') return 'setup_intent.requires_action'
    if (failed) return 'setup_intent.setup_failed'
  }
  return undefined
}

/** Signs a body as Stripe does, for the endpoint's secret. */
const signature = (body: string, secret: string, at = now()) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`

export function createWebhooks(faults: string[]) {
  let endpoint: { url: string; secret: string } | undefined
  const sent: SentEvent[] = []
  const seen = new Map<string, string>()
  const deliveries = new Set<Promise<void>>()

  async function deliver(event: SentEvent) {
    if (!endpoint) return
    try {
      const answer = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature(event.body, endpoint.secret),
        },
        body: event.body,
      })
      if (!answer.ok)
        faults.push(`webhook ${event.type} ${event.id}: ${answer.status}`)
    } catch (error) {
      faults.push(`webhook ${event.type} ${event.id}: ${String(error)}`)
    }
  }

  const send = (event: SentEvent) => {
    const delivery = deliver(event).finally(() => deliveries.delete(delivery))
    deliveries.add(delivery)
    return delivery
  }

  return {
    /** Where events go, and the secret they are signed with; none are sent before. */
    setEndpoint(url: string, secret: string) {
      endpoint = { url, secret }
    },
    /** Sends an event when the object's state is new since the last one sent for it. */
    changed(object: StripeObject) {
      const type = eventType(object)
      const state = `${object.status ?? ''}`
      if (
        !type ||
        (object.object !== 'refund' && seen.get(object.id) === state)
      )
        return
      seen.set(object.id, state)
      const id = newId('evt')
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-09-30.clover',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      })
      const event = { id, type, body }
      // Judged by Stripe's description, as every answer is.
      const wrong = eventProblems(JSON.parse(body))
      if (wrong.length > 0) faults.push(`event ${type}: ${wrong.join('; ')}`)
      sent.push(event)
      void send(event)
    },
    /** The events sent, oldest first. */
    sent,
    /** Sends an event again, as Stripe retries one. */
    resend: (event: SentEvent) => send(event),
    /** Resolves once every event under way has been answered. */
    settled: () => Promise.all([...deliveries]).then(() => undefined),
  }
}
