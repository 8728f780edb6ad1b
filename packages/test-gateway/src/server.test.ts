import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { answerChallenge } from './cardPageCalls'
import { buildTestGateway } from './server'

// The test gateway driven by Stripe's own client (the `stripe` package the adapter uses), so a
// request that client sends and the gateway does not answer as Stripe describes fails here.

const secretKey = 'sk_test_gateway'
const publishableKey = 'pk_test_gateway'
const { app, faults } = buildTestGateway({ secretKey, publishableKey })
let server: Stripe
let cardPage: Stripe
let base = ''

const client = (key: string, port: number) =>
  new Stripe(key, {
    apiVersion: '2025-09-30.clover',
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  base = `http://127.0.0.1:${port}`
  server = client(secretKey, port)
  cardPage = client(publishableKey, port)
})
afterAll(() => app.close())
afterEach(() => expect(faults.splice(0)).toEqual([]))

const nextYear = String(new Date().getUTCFullYear() + 1)

/** What the card page does: the card to the gateway with the publishable key, never to us. */
const typedCard = (number: string, cvc = '123') =>
  cardPage.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: Number(nextYear), cvc },
    billing_details: { name: 'Ana Horvat' },
  })

/** The card page confirms an intent with the publishable key and the intent's client secret. */
const confirmOnCardPage = (id: string, paymentMethod: string, secret: string) =>
  fetch(`${base}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      payment_method: paymentMethod,
      client_secret: secret,
    }).toString(),
  })

const refusal = async (call: Promise<unknown>) => {
  try {
    await call
  } catch (error) {
    return error as Stripe.errors.StripeError
  }
  throw new Error('The gateway did not refuse the call')
}

describe('the test gateway answers as Stripe does (decision 040)', () => {
  it('guarantees with a card saved for later, then charges a no-show fee off-session', async () => {
    const customer = await server.customers.create({ email: 'ana@example.com' })
    const setup = await server.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      payment_method_types: ['card'],
      metadata: { booking: 'B-1' },
    })
    const card = await typedCard('4242 4242 4242 4242')
    const confirmed = await confirmOnCardPage(
      setup.id,
      card.id,
      setup.client_secret!,
    )
    expect(((await confirmed.json()) as Stripe.SetupIntent).status).toBe(
      'succeeded',
    )

    const kept = await server.paymentMethods.retrieve(card.id)
    expect(kept.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: Number(nextYear),
    })
    expect(kept.customer).toBe(customer.id)

    const fee = await server.paymentIntents.create({
      amount: 9000,
      currency: 'eur',
      customer: customer.id,
      payment_method: card.id,
      off_session: true,
      confirm: true,
    })
    expect(fee).toMatchObject({ status: 'succeeded', amount_received: 9000 })
  })

  it('holds a prepayment, captures part of it and refunds part of that, never more', async () => {
    const card = await typedCard('5555555555554444')
    const held = await server.paymentIntents.create({
      amount: 12000,
      currency: 'eur',
      payment_method: card.id,
      capture_method: 'manual',
      confirm: true,
    })
    expect(held).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 12000,
    })
    const taken = await server.paymentIntents.capture(held.id, {
      amount_to_capture: 8000,
    })
    expect(taken).toMatchObject({ status: 'succeeded', amount_received: 8000 })

    const refund = await server.refunds.create({
      payment_intent: held.id,
      amount: 3000,
    })
    expect(refund).toMatchObject({
      amount: 3000,
      status: 'succeeded',
      currency: 'eur',
    })
    const tooMuch = await refusal(
      server.refunds.create({ payment_intent: held.id, amount: 6000 }),
    )
    expect(tooMuch).toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    })
    expect(
      (await server.refunds.create({ payment_intent: held.id })).amount,
    ).toBe(5000)
  })

  it('asks for authentication when the bank does: passed it pays, failed it needs another card', async () => {
    const card = await typedCard('4000002500003155')
    const asked = await server.paymentIntents.create({
      amount: 5000,
      currency: 'eur',
      payment_method: card.id,
      confirm: true,
      return_url: 'https://resort.example/pay/back',
    })
    expect(asked.status).toBe('requires_action')
    expect(asked.next_action?.redirect_to_url?.url).toBe(
      `${base}/authenticate/${asked.id}`,
    )

    expect(
      (await answerChallenge(base, `${asked.id}_secret_guessed`, true)).status,
    ).toBe(400)
    expect(
      (await answerChallenge(base, asked.client_secret!, true)).status,
    ).toBe(200)
    expect((await server.paymentIntents.retrieve(asked.id)).status).toBe(
      'succeeded',
    )

    const again = await server.paymentIntents.create({
      amount: 5000,
      currency: 'eur',
      payment_method: card.id,
      confirm: true,
    })
    await answerChallenge(base, again.client_secret!, false)
    const failed = await server.paymentIntents.retrieve(again.id)
    expect(failed.status).toBe('requires_payment_method')
    expect(failed.last_payment_error?.code).toBe(
      'payment_intent_authentication_failure',
    )

    // Without the guest, a card must be kept for its customer; this one then needs the bank.
    const detached = await refusal(
      server.paymentIntents.create({
        amount: 5000,
        currency: 'eur',
        payment_method: card.id,
        off_session: true,
        confirm: true,
      }),
    )
    expect(detached).toMatchObject({ type: 'StripeInvalidRequestError' })
    const customer = await server.customers.create({ email: 'a@example.com' })
    const kept = await server.setupIntents.create({
      customer: customer.id,
      payment_method: card.id,
      confirm: true,
      return_url: 'https://resort.example/pay/back',
    })
    await answerChallenge(base, kept.client_secret!, true)
    const offSession = await refusal(
      server.paymentIntents.create({
        amount: 5000,
        currency: 'eur',
        customer: customer.id,
        payment_method: card.id,
        off_session: true,
        confirm: true,
      }),
    )
    expect(offSession).toMatchObject({
      type: 'StripeCardError',
      code: 'authentication_required',
    })
  })

  it("saves Stripe's …0341 card for its customer and declines it when charged later; a card kept may be held off-session", async () => {
    const customer = await server.customers.create({ email: 'b@example.com' })
    const later = await typedCard('4000000000000341')
    const saved = await server.setupIntents.create({
      customer: customer.id,
      payment_method: later.id,
      confirm: true,
    })
    expect(saved.status).toBe('succeeded')
    const declined = await refusal(
      server.paymentIntents.create({
        amount: 5000,
        currency: 'eur',
        customer: customer.id,
        payment_method: later.id,
        off_session: true,
        confirm: true,
      }),
    )
    expect(declined).toMatchObject({
      type: 'StripeCardError',
      decline_code: 'generic_decline',
    })

    const good = await typedCard('4242424242424242')
    await server.setupIntents.create({
      customer: customer.id,
      payment_method: good.id,
      confirm: true,
    })
    const held = await server.paymentIntents.create({
      amount: 7000,
      currency: 'eur',
      customer: customer.id,
      payment_method: good.id,
      off_session: true,
      confirm: true,
      capture_method: 'manual',
    })
    expect(held).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 7000,
    })
  })

  it('declines the documented cards with the decline code a guest can be told', async () => {
    for (const [number, declineCode] of [
      ['4000000000009995', 'insufficient_funds'],
      ['4000000000000002', 'generic_decline'],
    ] as const) {
      const card = await typedCard(number)
      const declined = await refusal(
        server.paymentIntents.create({
          amount: 5000,
          currency: 'eur',
          payment_method: card.id,
          confirm: true,
        }),
      )
      expect(declined).toMatchObject({
        type: 'StripeCardError',
        code: 'card_declined',
        decline_code: declineCode,
      })
    }
  })

  it("applies SPEC 5's card rules on the card page's call", async () => {
    expect(await refusal(typedCard('4242424242424241'))).toMatchObject({
      code: 'incorrect_number',
    })
    expect(await refusal(typedCard('378282246310005', '123'))).toMatchObject({
      code: 'invalid_cvc',
    })
    const expired = await refusal(
      cardPage.paymentMethods.create({
        type: 'card',
        card: {
          number: '4242424242424242',
          exp_month: 1,
          exp_year: 2020,
          cvc: '123',
        },
      }),
    )
    expect(expired).toMatchObject({ code: 'invalid_expiry_year' })
  })

  it('refuses a request Stripe does not describe, and the publishable key anything but the card', async () => {
    const odd = await fetch(`${base}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=5000&currency=eur&card_number=4242424242424242',
    })
    expect(odd.status).toBe(400)
    expect(
      ((await odd.json()) as { error: { message: string } }).error.message,
    ).toContain('card_number')
    expect(
      await refusal(
        cardPage.paymentIntents.create({ amount: 1, currency: 'eur' }),
      ),
    ).toMatchObject({ statusCode: 401 })

    const intent = await server.setupIntents.create({
      payment_method_types: ['card'],
    })
    const card = await typedCard('4242424242424242')
    const guessed = await confirmOnCardPage(
      intent.id,
      card.id,
      `${intent.id}_secret_guessed`,
    )
    expect(guessed.status).toBe(400)
    expect((await server.setupIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    )
  })

  it('answers a repeated request with the same idempotency key once', async () => {
    const params = { amount: 4000, currency: 'eur' }
    const first = await server.paymentIntents.create(params, {
      idempotencyKey: 'booking-B-7',
    })
    const second = await server.paymentIntents.create(params, {
      idempotencyKey: 'booking-B-7',
    })
    expect(second.id).toBe(first.id)
  })
})
