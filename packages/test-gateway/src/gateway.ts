import { createConfirmation } from './confirmation'
import { GatewayError, invalid, missing } from './gatewayErrors'
import {
  intentBase,
  newId,
  now,
  paymentMethodOf,
  type Customer,
  type Metadata,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
  type SetupIntent,
} from './stripeObjects'
import { checkCard, type CardOutcome } from './testCards'

/**
 * The test gateway's ledger: customers, cards, intents and refunds in memory, and the
 * transitions Stripe documents for a card payment. `authenticationUrl` is where a guest whose
 * bank asks for authentication is sent (the gateway's own challenge page).
 */
export function createGateway(authenticationUrl: (intent: string) => string) {
  const customers = new Map<string, Customer>()
  const paymentMethods = new Map<string, PaymentMethod>()
  const outcomes = new Map<string, CardOutcome>()
  const setupIntents = new Map<string, SetupIntent>()
  const paymentIntents = new Map<string, PaymentIntent>()
  const refunds = new Map<string, Refund>()

  const confirmation = createConfirmation(
    { paymentMethods, outcomes, setupIntents, paymentIntents },
    authenticationUrl,
  )
  const { confirmSetup, confirmPayment } = confirmation

  const intentOf = (id: string): SetupIntent | PaymentIntent | undefined =>
    setupIntents.get(id) ?? paymentIntents.get(id)

  const find = <T>(store: Map<string, T>, kind: string, id: string): T => {
    const found = store.get(id)
    if (!found) throw missing(kind, id)
    return found
  }

  return {
    createCustomer(fields: {
      email?: string
      name?: string
      metadata?: Metadata
    }) {
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        livemode: false,
        email: fields.email ?? null,
        name: fields.name ?? null,
        metadata: fields.metadata ?? {},
      }
      customers.set(customer.id, customer)
      return customer
    },

    /** The customer goes, and with it the cards kept for it (GDPR erasure on the hotel's side). */
    deleteCustomer(id: string) {
      find(customers, 'customer', id)
      customers.delete(id)
      for (const method of paymentMethods.values())
        if (method.customer === id) method.customer = null
      return { id, object: 'customer' as const, deleted: true as const }
    },

    createPaymentMethod(fields: {
      card: { number: string; exp_month: string; exp_year: string; cvc: string }
      holder?: string | undefined
      metadata?: Metadata | undefined
    }) {
      const card = checkCard({
        number: fields.card.number,
        expMonth: fields.card.exp_month,
        expYear: fields.card.exp_year,
        cvc: fields.card.cvc,
      })
      if (typeof card === 'string')
        throw new GatewayError(402, {
          type: 'card_error',
          code: card,
          message:
            card === 'incorrect_number'
              ? 'Your card number is incorrect.'
              : card === 'invalid_cvc'
                ? "Your card's security code is invalid."
                : `Your card's expiration ${card === 'invalid_expiry_month' ? 'month' : 'year'} is invalid.`,
          param: card === 'incorrect_number' ? 'card[number]' : undefined,
        })
      const method = paymentMethodOf(card, fields.holder, fields.metadata ?? {})
      paymentMethods.set(method.id, method)
      outcomes.set(method.id, card.outcome)
      return method
    },

    paymentMethod: (id: string) => find(paymentMethods, 'payment_method', id),

    /** The card is no longer kept for its customer: it cannot be charged off-session again. */
    detachPaymentMethod(id: string) {
      const method = find(paymentMethods, 'payment_method', id)
      if (!method.customer)
        throw new GatewayError(400, {
          type: 'invalid_request_error',
          message: `The payment method ${id} is not attached to a customer.`,
        })
      method.customer = null
      return method
    },

    createSetupIntent(fields: {
      customer?: string | undefined
      payment_method?: string | undefined
      usage?: string | undefined
      metadata?: Metadata | undefined
      confirm?: boolean | undefined
      return_url?: string | undefined
    }) {
      if (fields.customer) find(customers, 'customer', fields.customer)
      const intent: SetupIntent = {
        ...intentBase('seti', fields),
        object: 'setup_intent',
        status: fields.payment_method
          ? 'requires_confirmation'
          : 'requires_payment_method',
        usage: fields.usage ?? 'off_session',
        last_setup_error: null,
      }
      setupIntents.set(intent.id, intent)
      return fields.confirm
        ? confirmSetup(intent, undefined, fields.return_url)
        : intent
    },

    setupIntent: (id: string) => find(setupIntents, 'setup_intent', id),
    /**
     * The intent a client secret (`<id>_secret_<...>`) opens, for the card page's calls: none for
     * a secret that is not the intent's own.
     */
    intentForSecret(
      clientSecret: unknown,
    ): SetupIntent | PaymentIntent | undefined {
      if (typeof clientSecret !== 'string') return undefined
      const intent = intentOf(clientSecret.split('_secret_')[0] ?? '')
      return intent?.client_secret === clientSecret ? intent : undefined
    },

    /** A setup or payment intent by its id, if there is one. */
    intent: (id: string) => intentOf(id),

    confirmSetupIntent(id: string, paymentMethod?: string, returnUrl?: string) {
      const intent = find(setupIntents, 'setup_intent', id)
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw invalid(`This SetupIntent's status is ${intent.status}.`)
      return confirmSetup(intent, paymentMethod, returnUrl)
    },

    cancelSetupIntent(id: string) {
      const intent = find(setupIntents, 'setup_intent', id)
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw invalid(`This SetupIntent's status is ${intent.status}.`)
      intent.status = 'canceled'
      intent.next_action = null
      return intent
    },

    createPaymentIntent(fields: {
      amount: number
      currency: string
      customer?: string | undefined
      payment_method?: string | undefined
      capture_method?: 'automatic' | 'manual' | undefined
      metadata?: Metadata | undefined
      confirm?: boolean | undefined
      off_session?: boolean | undefined
      return_url?: string | undefined
    }) {
      if (fields.customer) find(customers, 'customer', fields.customer)
      // As Stripe: a card charged without the guest must still be kept for that customer.
      if (fields.off_session && fields.payment_method) {
        const method = find(
          paymentMethods,
          'payment_method',
          fields.payment_method,
        )
        if (!method.customer || method.customer !== fields.customer)
          throw new GatewayError(400, {
            type: 'invalid_request_error',
            message: `The payment method ${method.id} is not attached to the customer, so it cannot be charged off-session.`,
            param: 'payment_method',
          })
      }
      const intent: PaymentIntent = {
        ...intentBase('pi', fields),
        object: 'payment_intent',
        status: fields.payment_method
          ? 'requires_confirmation'
          : 'requires_payment_method',
        amount: fields.amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: fields.currency.toLowerCase(),
        capture_method: fields.capture_method ?? 'automatic',
        confirmation_method: 'automatic',
        canceled_at: null,
        last_payment_error: null,
      }
      paymentIntents.set(intent.id, intent)
      return fields.confirm
        ? confirmPayment(
            intent,
            undefined,
            fields.off_session === true,
            fields.return_url,
          )
        : intent
    },

    paymentIntent: (id: string) => find(paymentIntents, 'payment_intent', id),

    confirmPaymentIntent(
      id: string,
      paymentMethod?: string,
      returnUrl?: string,
    ) {
      const intent = find(paymentIntents, 'payment_intent', id)
      if (
        !['requires_payment_method', 'requires_confirmation'].includes(
          intent.status,
        )
      )
        throw invalid(`This PaymentIntent's status is ${intent.status}.`)
      return confirmPayment(intent, paymentMethod, false, returnUrl)
    },

    capturePaymentIntent(id: string, amount?: number) {
      const intent = find(paymentIntents, 'payment_intent', id)
      if (intent.status !== 'requires_capture')
        throw invalid(`This PaymentIntent's status is ${intent.status}.`)
      const taken = amount ?? intent.amount_capturable
      if (taken > intent.amount_capturable)
        throw invalid(
          'The amount to capture is more than the amount held.',
          'amount_to_capture',
        )
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: taken,
        amount_capturable: 0,
      })
      return intent
    },

    cancelPaymentIntent(id: string, reason?: string) {
      const intent = find(paymentIntents, 'payment_intent', id)
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw invalid(`This PaymentIntent's status is ${intent.status}.`)
      Object.assign(intent, {
        status: 'canceled',
        canceled_at: now(),
        cancellation_reason: reason ?? null,
        amount_capturable: 0,
        next_action: null,
      })
      return intent
    },

    /** The bank's answer to the authentication its guest was sent to. */
    authenticate: confirmation.authenticate,

    createRefund(fields: {
      payment_intent: string
      amount?: number | undefined
      reason?: string | undefined
      metadata?: Metadata | undefined
    }) {
      const intent = find(
        paymentIntents,
        'payment_intent',
        fields.payment_intent,
      )
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0)
      const left = intent.amount_received - refunded
      const amount = fields.amount ?? left
      if (left <= 0)
        throw new GatewayError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message:
            'This payment has already been refunded, or nothing was taken.',
        })
      if (amount > left)
        throw invalid(
          `Refund amount (${amount}) is greater than what is left to refund (${left}).`,
          'amount',
        )
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        created: now(),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        reason: fields.reason ?? null,
        metadata: fields.metadata ?? {},
      }
      refunds.set(refund.id, refund)
      return refund
    },

    refund: (id: string) => find(refunds, 'refund', id),
  }
}

export type Gateway = ReturnType<typeof createGateway>
