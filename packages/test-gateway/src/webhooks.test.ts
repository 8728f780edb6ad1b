import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestGateway } from './server'

// The test gateway's webhooks as the booking server will read them: each change of an intent
// posted as an event that Stripe's description allows, signed so that Stripe's own client
// (`stripe.webhooks.constructEvent`) verifies it (decision 040).

const secretKey = 'sk_test_hooks'
const secret = 'whsec_test_hooks'
const gateway = buildTestGateway({ secretKey, publishableKey: 'pk_test_hooks' })
const received: { body: string; signature: string }[] = []
const listener = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
  request.on('end', () => {
    received.push({
      body,
      signature: String(request.headers['stripe-signature']),
    })
    response.writeHead(200).end('{}')
  })
})
let stripe: Stripe

beforeAll(async () => {
  await new Promise<void>((resolve) =>
    listener.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = listener.address() as AddressInfo
  gateway.webhooks.setEndpoint(`http://127.0.0.1:${port}/hook`, secret)
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  stripe = new Stripe(secretKey, {
    apiVersion: '2025-09-30.clover',
    host: '127.0.0.1',
    port: (gateway.app.server.address() as AddressInfo).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(async () => {
  await gateway.app.close()
  listener.close()
})

describe('webhooks of the test gateway (decision 040)', () => {
  it('sends a signed event Stripe’s client verifies, once per change, as Stripe describes events', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'eur',
      payment_method_types: ['card'],
    })
    await stripe.paymentIntents.cancel(intent.id)
    await stripe.paymentIntents.retrieve(intent.id)
    await gateway.webhooks.settled()
    expect(gateway.faults).toEqual([])
    const events = received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, secret),
    )
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.canceled',
    ])
    expect(events[0]?.data.object).toMatchObject({
      id: intent.id,
      status: 'canceled',
    })
    expect(() =>
      stripe.webhooks.constructEvent(
        received[0]!.body,
        received[0]!.signature,
        'whsec_another',
      ),
    ).toThrow(/signature/i)
  })
})
