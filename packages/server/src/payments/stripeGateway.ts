import { fromStripeBrand } from '@resort/core/validation'
import Stripe from 'stripe'
import type {
  CardOnFile,
  IntentState,
  PaymentGateway,
  StartedIntent,
} from './paymentGateway'

/** The API version `stripe@19.1` speaks, and the one Stripe's kept description is of (decision 040). */
const API_VERSION = '2025-09-30.clover'

export interface StripeGatewayOptions {
  secretKey: string
  /** The secret Stripe signs this endpoint's webhooks with (whsec_...). */
  webhookSecret: string
  /** Another server that answers as Stripe does (the built-in test gateway). */
  apiBase?: URL
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The gateway interface on Stripe's API: SetupIntents, PaymentIntents, refunds. */
export function createStripeGateway({
  secretKey,
  webhookSecret,
  apiBase,
}: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(secretKey, {
    apiVersion: API_VERSION,
    maxNetworkRetries: 2,
    ...(apiBase
      ? {
          host: apiBase.hostname,
          port: Number(
            apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
          ),
          protocol: apiBase.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })

  const started = (intent: { id: string; client_secret: string | null }) => {
    if (!intent.client_secret)
      throw new Error(`${intent.id} has no client secret`)
    return { intent: intent.id, clientSecret: intent.client_secret }
  }

  async function cardOf(
    paymentMethod: string,
    customer: string | null,
  ): Promise<CardOnFile> {
    const method = await stripe.paymentMethods.retrieve(paymentMethod)
    if (!method.card) throw new Error(`${paymentMethod} is not a card`)
    return {
      paymentMethod,
      customer: customer ?? idOf(method.customer),
      brand: fromStripeBrand(method.card.brand) ?? 'unknown',
      last4: method.card.last4,
      expiry: `${String(method.card.exp_month).padStart(2, '0')}/${method.card.exp_year}`,
    }
  }

  const failureOf = (error: Stripe.PaymentIntent.LastPaymentError | null) =>
    error?.code
      ? {
          failure: {
            code: error.decline_code ?? error.code,
            message: error.message ?? '',
          },
        }
      : {}

  async function readIntent(id: string): Promise<IntentState> {
    const intent = id.startsWith('seti_')
      ? await stripe.setupIntents.retrieve(id)
      : await stripe.paymentIntents.retrieve(id)
    const customer = idOf(intent.customer)
    const paymentMethod = idOf(intent.payment_method)
    const lastError =
      intent.object === 'setup_intent'
        ? intent.last_setup_error
        : intent.last_payment_error
    switch (intent.status) {
      case 'succeeded':
      case 'requires_capture':
        if (!paymentMethod) throw new Error(`${id} has no payment method`)
        return {
          status: 'confirmed',
          card: await cardOf(paymentMethod, customer),
          held:
            intent.object === 'payment_intent' ? intent.amount_capturable : 0,
          taken:
            intent.object === 'payment_intent' ? intent.amount_received : 0,
        }
      case 'requires_action':
        return { status: 'awaiting_authentication' }
      case 'canceled':
        return { status: 'cancelled' }
      default:
        return { status: 'awaiting_card', ...failureOf(lastError) }
    }
  }

  async function customerFor(
    guest: { email: string; name: string },
    reference: string,
  ) {
    return stripe.customers.create({
      email: guest.email,
      name: guest.name,
      metadata: { reference },
    })
  }

  return {
    testMode: secretKey.startsWith('sk_test_'),

    async startGuarantee({ reference, guest }): Promise<StartedIntent> {
      const customer = await customerFor(guest, reference)
      return started(
        await stripe.setupIntents.create({
          customer: customer.id,
          usage: 'off_session',
          payment_method_types: ['card'],
          metadata: { reference },
        }),
      )
    },

    async startPayment({ reference, guest, amount, currency, hold }) {
      const customer = await customerFor(guest, reference)
      return started(
        await stripe.paymentIntents.create({
          amount,
          currency: currency.toLowerCase(),
          customer: customer.id,
          capture_method: hold ? 'manual' : 'automatic',
          payment_method_types: ['card'],
          // The card stays on file for a later fee or difference (decision 040).
          setup_future_usage: 'off_session',
          metadata: { reference },
        }),
      )
    },

    readIntent,

    async capture(intent, amount) {
      const captured = await stripe.paymentIntents.capture(
        intent,
        amount === undefined ? {} : { amount_to_capture: amount },
      )
      return { taken: captured.amount_received }
    },

    // Whatever state the intent is in: cancelled while it may be (a hold goes back), refunded once
    // taken. A guarantee that saved its card holds no money: nothing to give back.
    async release(intent) {
      if (intent.startsWith('seti_')) {
        const setup = await stripe.setupIntents.retrieve(intent)
        if (setup.status !== 'succeeded' && setup.status !== 'canceled')
          await stripe.setupIntents.cancel(intent)
        return
      }
      const payment = await stripe.paymentIntents.retrieve(intent)
      if (payment.status === 'succeeded')
        await stripe.refunds.create({ payment_intent: intent })
      else if (payment.status !== 'canceled')
        await stripe.paymentIntents.cancel(intent)
    },

    readEvent(body, signature) {
      // Throws StripeSignatureVerificationError for a body or signature that is not Stripe's.
      const event = stripe.webhooks.constructEvent(
        body,
        signature,
        webhookSecret,
      )
      const object = event.data.object as {
        object?: string
        id?: string
        payment_intent?: string | { id: string } | null
      }
      const intent =
        object.object === 'payment_intent' || object.object === 'setup_intent'
          ? (object.id ?? null)
          : object.object === 'refund'
            ? idOf(object.payment_intent ?? null)
            : null
      return { id: event.id, type: event.type, intent }
    },

    async forgetCustomer(customer) {
      await stripe.customers.del(customer)
    },

    async forgetCard(paymentMethod) {
      await stripe.paymentMethods.detach(paymentMethod)
    },

    async refund(intent, amount, idempotencyKey) {
      const asked = {
        payment_intent: intent,
        ...(amount === undefined ? {} : { amount }),
      }
      const refund = idempotencyKey
        ? await stripe.refunds.create(asked, { idempotencyKey })
        : await stripe.refunds.create(asked)
      return { refund: refund.id, amount: refund.amount }
    },

    async chargeCardOnFile({
      card,
      amount,
      currency,
      reference,
      idempotencyKey,
      hold = false,
    }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            ...(card.customer ? { customer: card.customer } : {}),
            payment_method: card.paymentMethod,
            off_session: true,
            confirm: true,
            ...(hold ? { capture_method: 'manual' as const } : {}),
            metadata: { reference },
          },
          { idempotencyKey },
        )
        return {
          status: intent.status === 'requires_capture' ? 'held' : 'taken',
          intent: intent.id,
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'failed',
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
          }
        throw error
      }
    },
  }
}
