import {
  answerChallenge,
  buildTestGateway,
  confirmWithCard,
} from '@resort/test-gateway'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentGateway } from './paymentGateway'
import { createStripeGateway } from './stripeGateway'

// The Stripe adapter against the built-in test gateway on loopback, which refuses every request
// and fails every answer that Stripe's description does not allow (decision 040).

const secretKey = 'sk_test_adapter'
const publishableKey = 'pk_test_adapter'
const testGateway = buildTestGateway({ secretKey, publishableKey })
let gateway: PaymentGateway
let base = ''

beforeAll(async () => {
  base = await testGateway.app.listen({ port: 0, host: '127.0.0.1' })
  gateway = createStripeGateway({
    secretKey,
    webhookSecret: 'whsec_test_adapter',
    apiBase: new URL(base),
  })
})
afterAll(() => testGateway.app.close())
afterEach(() => expect(testGateway.faults.splice(0)).toEqual([]))

const year = String(new Date().getUTCFullYear() + 2)
const guest = { email: 'ana@example.com', name: 'Ana Horvat' }

/** The guest types a card on the card page, which confirms the intent with it. */
const typeCard = (clientSecret: string, number: string, cvc = '123') =>
  confirmWithCard(base, publishableKey, clientSecret, {
    number,
    expMonth: '7',
    expYear: year,
    cvc,
    holder: guest.name,
  })

describe('the Stripe adapter (decision 040)', () => {
  it('guarantees with a card the server knows only by token, brand, last four and expiry', async () => {
    const started = await gateway.startGuarantee({ reference: 'B-1', guest })
    expect(
      (await typeCard(started.clientSecret, '4242 4242 4242 4242')).status,
    ).toBe(200)

    const state = await gateway.readIntent(started.intent)
    expect(state).toMatchObject({
      status: 'confirmed',
      card: { brand: 'visa', last4: '4242', expiry: `07/${year}` },
      held: 0,
      taken: 0,
    })
    expect(JSON.stringify(state)).not.toContain('42424242')
    expect(gateway.testMode).toBe(true)
  })

  it('holds a prepayment, captures part and refunds part of what was taken', async () => {
    const started = await gateway.startPayment({
      reference: 'B-2',
      guest,
      amount: 24000,
      currency: 'EUR',
      hold: true,
    })
    await typeCard(started.clientSecret, '5555555555554444')
    expect(await gateway.readIntent(started.intent)).toMatchObject({
      status: 'confirmed',
      card: { brand: 'mastercard' },
      held: 24000,
    })
    expect(await gateway.capture(started.intent, 20000)).toEqual({
      taken: 20000,
    })
    const part = await gateway.refund(started.intent, 5000, 'refund:p1:0:5000')
    expect(part.amount).toBe(5000)
    // Asked again after a lost answer: the same refund, nothing more given back.
    expect(
      await gateway.refund(started.intent, 5000, 'refund:p1:0:5000'),
    ).toEqual(part)
    expect((await gateway.refund(started.intent)).amount).toBe(15000)
  })

  it('waits for the bank when it asks for authentication, then reads the card as confirmed', async () => {
    const started = await gateway.startPayment({
      reference: 'B-3',
      guest,
      amount: 9000,
      currency: 'EUR',
      hold: false,
    })
    const asked = await typeCard(started.clientSecret, '4000002500003155')
    expect(asked.body.status).toBe('requires_action')
    expect(await gateway.readIntent(started.intent)).toEqual({
      status: 'awaiting_authentication',
    })
    expect(
      (await answerChallenge(base, started.clientSecret, true)).status,
    ).toBe(200)
    expect(await gateway.readIntent(started.intent)).toMatchObject({
      status: 'confirmed',
      taken: 9000,
    })
  })

  it('reads a declined card as awaiting another card, with the decline the guest is told', async () => {
    const started = await gateway.startGuarantee({ reference: 'B-4', guest })
    const declined = await typeCard(started.clientSecret, '4000000000009995')
    expect(declined.status).toBe(402)
    expect(await gateway.readIntent(started.intent)).toEqual({
      status: 'awaiting_card',
      failure: {
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    })
    await gateway.release(started.intent)
    expect(await gateway.readIntent(started.intent)).toEqual({
      status: 'cancelled',
    })
  })

  it('charges a fee to the card on file once per key, and reports a card that needs the guest', async () => {
    const started = await gateway.startGuarantee({ reference: 'B-5', guest })
    await typeCard(started.clientSecret, '4242424242424242')
    const state = await gateway.readIntent(started.intent)
    if (state.status !== 'confirmed') throw new Error(state.status)
    const fee = {
      card: state.card,
      amount: 12000,
      currency: 'EUR',
      reference: 'B-5 no-show',
      idempotencyKey: 'no-show-B-5',
    }
    const first = await gateway.chargeCardOnFile(fee)
    expect(first.status).toBe('taken')
    expect(await gateway.chargeCardOnFile(fee)).toEqual(first)
    // A card forgotten (a free cancellation) can never be charged again.
    await gateway.forgetCard(state.card.paymentMethod)
    await expect(
      gateway.chargeCardOnFile({ ...fee, idempotencyKey: 'no-show-B-5-again' }),
    ).rejects.toThrow(/not attached to the customer/)

    const strict = await gateway.startGuarantee({ reference: 'B-6', guest })
    await typeCard(strict.clientSecret, '4000002500003155')
    await answerChallenge(base, strict.clientSecret, true)
    const kept = await gateway.readIntent(strict.intent)
    if (kept.status !== 'confirmed') throw new Error(kept.status)
    expect(
      await gateway.chargeCardOnFile({
        ...fee,
        card: kept.card,
        idempotencyKey: 'no-show-B-6',
      }),
    ).toMatchObject({ status: 'failed', code: 'authentication_required' })
  })
})
