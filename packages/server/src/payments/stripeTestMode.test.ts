import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { createStripeGateway } from './stripeGateway'

// Issue 32's smoke test against Stripe's own test mode: it runs only where STRIPE_TEST_SECRET_KEY
// (sk_test_...) is set and Stripe can be reached, never in CI, which has neither. The card page's
// part (confirming with a card) is played by Stripe's test payment methods (pm_card_visa).

const secretKey = process.env.STRIPE_TEST_SECRET_KEY?.trim() ?? ''

describe.runIf(secretKey.startsWith('sk_test_'))(
  'the Stripe adapter against Stripe’s test mode',
  () => {
    const guest = { email: 'smoke@example.com', name: 'Smoke Test' }

    it('saves a card, holds and takes a prepayment, refunds part, and charges a fee off-session', async () => {
      // Made here: without a key, the suite is skipped before any client is built.
      const gateway = createStripeGateway({
        secretKey,
        webhookSecret: 'whsec_not_used_here',
      })
      const stripe = new Stripe(secretKey, {
        apiVersion: '2025-09-30.clover',
      })
      const guarantee = await gateway.startGuarantee({
        reference: 'SMOKE-1',
        guest,
      })
      await stripe.setupIntents.confirm(guarantee.intent, {
        payment_method: 'pm_card_visa',
      })
      const saved = await gateway.readIntent(guarantee.intent)
      expect(saved).toMatchObject({
        status: 'confirmed',
        card: { brand: 'visa', last4: '4242' },
      })
      if (saved.status !== 'confirmed') return
      const fee = await gateway.chargeCardOnFile({
        card: saved.card,
        amount: 1500,
        currency: 'EUR',
        reference: 'SMOKE-1 no-show',
        idempotencyKey: `smoke-${Date.now()}`,
      })
      expect(fee.status).toBe('taken')

      const payment = await gateway.startPayment({
        reference: 'SMOKE-2',
        guest,
        amount: 5000,
        currency: 'EUR',
        hold: true,
      })
      await stripe.paymentIntents.confirm(payment.intent, {
        payment_method: 'pm_card_visa',
      })
      expect(await gateway.readIntent(payment.intent)).toMatchObject({
        status: 'confirmed',
        held: 5000,
      })
      expect(await gateway.capture(payment.intent)).toEqual({ taken: 5000 })
      expect(await gateway.refund(payment.intent, 2000)).toMatchObject({
        amount: 2000,
      })
      await gateway.forgetCard(saved.card.paymentMethod)
    })
  },
)
