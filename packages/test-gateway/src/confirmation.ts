import { GatewayError, invalid, issuerAnswer, missing } from './gatewayErrors'
import type {
  ApiError,
  PaymentIntent,
  PaymentMethod,
  SetupIntent,
} from './stripeObjects'
import type { CardOutcome } from './testCards'

/** What the confirmations read and change of the gateway's ledger. */
export interface Ledger {
  paymentMethods: Map<string, PaymentMethod>
  outcomes: Map<string, CardOutcome>
  setupIntents: Map<string, SetupIntent>
  paymentIntents: Map<string, PaymentIntent>
}

/**
 * Confirming an intent as Stripe documents it for a card: approved, sent to the bank's
 * authentication first (on-session only), or declined with the intent kept for another card.
 */
export function createConfirmation(
  { paymentMethods, outcomes, setupIntents, paymentIntents }: Ledger,
  authenticationUrl: (intent: string) => string,
) {
  function issuer(paymentMethod: string, offSession: boolean, saving = false) {
    const outcome = outcomes.get(paymentMethod)
    if (!outcome) throw missing('payment_method', paymentMethod)
    return issuerAnswer(outcome, offSession, saving)
  }

  /** The card the guest confirms with, or the one the intent was made with. */
  function chosenCard(
    intent: { payment_method: string | null },
    paymentMethod: string | undefined,
  ) {
    const card = paymentMethod ?? intent.payment_method
    if (!card)
      throw invalid('You must provide a payment method.', 'payment_method')
    intent.payment_method = card
    return card
  }

  const redirect = (id: string, returnUrl: string | undefined) => ({
    type: 'redirect_to_url' as const,
    redirect_to_url: {
      url: authenticationUrl(id),
      return_url: returnUrl ?? null,
    },
  })

  function confirmSetup(
    intent: SetupIntent,
    paymentMethod: string | undefined,
    returnUrl?: string,
  ): SetupIntent {
    const card = chosenCard(intent, paymentMethod)
    const answer = issuer(card, false, true)
    if (answer === 'approved') {
      Object.assign(intent, {
        status: 'succeeded',
        next_action: null,
        last_setup_error: null,
      })
      const method = paymentMethods.get(card)
      if (method && intent.customer) method.customer = intent.customer
    } else if (answer === 'authenticate')
      Object.assign(intent, {
        status: 'requires_action',
        next_action: redirect(intent.id, returnUrl),
      })
    else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: answer,
      })
      throw new GatewayError(402, { ...answer, setup_intent: intent })
    }
    return intent
  }

  function confirmPayment(
    intent: PaymentIntent,
    paymentMethod: string | undefined,
    offSession: boolean,
    returnUrl?: string,
  ): PaymentIntent {
    const card = chosenCard(intent, paymentMethod)
    const answer = issuer(card, offSession)
    if (answer === 'approved') authorized(intent)
    else if (answer === 'authenticate')
      Object.assign(intent, {
        status: 'requires_action',
        next_action: redirect(intent.id, returnUrl),
      })
    else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: answer,
      })
      throw new GatewayError(402, { ...answer, payment_intent: intent })
    }
    return intent
  }

  function authorized(intent: PaymentIntent) {
    // The card is kept for the customer, as `setup_future_usage` asks.
    const method = paymentMethods.get(intent.payment_method ?? '')
    if (method && intent.customer) method.customer = intent.customer
    const held = intent.capture_method === 'manual'
    Object.assign(intent, {
      status: held ? 'requires_capture' : 'succeeded',
      amount_capturable: held ? intent.amount : 0,
      amount_received: held ? 0 : intent.amount,
      next_action: null,
      last_payment_error: null,
    })
  }

  return {
    confirmSetup,
    confirmPayment,
    /** The bank's answer to the authentication its guest was sent to. */
    authenticate(id: string, passed: boolean) {
      const intent = setupIntents.get(id) ?? paymentIntents.get(id)
      if (!intent || intent.status !== 'requires_action')
        throw missing('intent', id)
      const failure: ApiError = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The authentication of the card failed.',
      }
      if (intent.object === 'setup_intent') {
        if (passed) {
          intent.status = 'succeeded'
          const method = paymentMethods.get(intent.payment_method ?? '')
          if (method && intent.customer) method.customer = intent.customer
        } else
          Object.assign(intent, {
            status: 'requires_payment_method',
            last_setup_error: failure,
          })
      } else if (passed) authorized(intent)
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: failure,
        })
      intent.next_action = null
      return intent
    },
  }
}
