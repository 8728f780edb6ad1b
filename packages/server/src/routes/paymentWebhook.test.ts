import { PAYMENT_WEBHOOK_PATH } from '@resort/core/api'
import { testCards } from '@resort/test-fixtures'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/api'
import {
  bookingBody,
  findOffer,
  startCardStep,
  typeCard,
} from '../testing/bookingFixtures'
import {
  startTestServer,
  TEST_GATEWAY_KEYS,
  TEST_WEBHOOK_SECRET,
  type TestServer,
} from '../testing/testServer'

// The gateway's signed webhooks (issue 32, decision 040): sent by the test gateway as Stripe
// sends them; a forged one is refused, and the same event twice, or an old one late, changes
// nothing twice.

let server: TestServer
let stripe: Stripe
beforeAll(async () => {
  server = await startTestServer()
  const gateway = new URL(
    `http://127.0.0.1:${(server.gateway.app.server.address() as { port: number }).port}`,
  )
  stripe = new Stripe(TEST_GATEWAY_KEYS.secretKey, {
    apiVersion: '2025-09-30.clover',
    host: gateway.hostname,
    port: Number(gateway.port),
    protocol: 'http',
  })
})
afterAll(async () => {
  await server.close()
})

const post = (body: string, signature?: string) =>
  call(server.baseUrl, PAYMENT_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  })

const signed = (payload: string) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  })

const paymentOf = (intent: string) =>
  server.database.db
    .selectFrom('payments')
    .selectAll()
    .where('intent', '=', intent)
    .executeTakeFirstOrThrow()

describe('the card gateway’s webhooks (issue 32)', () => {
  it('refuses an event with no signature, a wrong one, or a body changed after signing', async () => {
    const event = server.gateway.webhooks.sent[0]?.body ?? '{"id":"evt_1"}'
    expect((await post(event)).status).toBe(400)
    const forged = await post(
      event,
      stripe.webhooks.generateTestHeaderString({
        payload: event,
        secret: 'whsec_someone_else',
      }),
    )
    expect(forged.status).toBe(400)
    expect(forged.body.error.fields).toEqual({
      'stripe-signature': 'signature_invalid',
    })
    const tampered = await post(
      event.replace('"livemode":false', '"livemode":true '),
      signed(event),
    )
    expect(tampered.status).toBe(400)
  })

  it('takes over a hold let go at the gateway once; the same event again, or an older one late, changes nothing', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 120,
    })
    const step = await startCardStep(server.baseUrl, bookingBody(offer))
    expect((await typeCard(step.body.cardPage, testCards.visa)).status).toBe(
      200,
    )
    const intent = step.body.intent as string
    // Staff let the hold go in the gateway's dashboard before any booking was made with it.
    await stripe.paymentIntents.cancel(intent)
    await server.gateway.webhooks.settled()
    expect(server.gateway.faults).toEqual([])
    expect(await paymentOf(intent)).toMatchObject({ state: 'released' })

    const events = server.gateway.webhooks.sent.filter((sent) =>
      sent.body.includes(intent),
    )
    expect(events.map((sent) => sent.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
    ])
    const [held, cancelled] = events
    const again = await post(cancelled!.body, signed(cancelled!.body))
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' })
    // The older event's first delivery was lost: it comes only now, after the newer one. The
    // payment stays where the gateway says it is.
    await server.database.db
      .deleteFrom('payment_events')
      .where('id', '=', held!.id)
      .execute()
    const late = await post(held!.body, signed(held!.body))
    expect(late.body).toEqual({ received: true, outcome: 'handled' })
    const handled = await server.database.db
      .selectFrom('payment_events')
      .select('id')
      .where('id', 'in', [held!.id, cancelled!.id])
      .execute()
    expect(handled).toHaveLength(2)
    expect(await paymentOf(intent)).toMatchObject({ state: 'released' })
  })
})
