import { randomUUID } from 'node:crypto'
import type { Language } from '@resort/core'
import type { CardPaymentRequest, CardPaymentResponse } from '@resort/core/api'
import { pricedStay } from '../booking/pricedStay'
import type { PriceFor } from '../pricing/stayPrice'
import { cardStepOf, type CardStep } from './bookingPayment'
import type { PaymentDeps } from './paymentDeps'
import type { StartedIntent } from './paymentGateway'
import { gatewayUnavailable } from './paymentProblems'

/**
 * Keeps an intent the server started as a started payment that a booking may use once, and
 * answers the card page that confirms it (decision 040).
 */
export async function openCardPage(
  deps: PaymentDeps,
  started: StartedIntent,
  payment: {
    step: CardStep
    propertyId: string
    currency: string
    parent: string
    lang: Language
  },
): Promise<CardPaymentResponse> {
  const stamp = new Date().toISOString()
  await deps.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: null,
      intent: started.intent,
      kind: payment.step.kind,
      fee_for: null,
      state: 'started',
      property_id: payment.propertyId,
      currency: payment.currency,
      amount: payment.step.amount,
      payment_method: null,
      customer: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  return cardPageAnswer(deps, started, {
    amount: payment.step.amount,
    currency: payment.currency,
    parent: payment.parent,
    lang: payment.lang,
  })
}

/** The card page that confirms a started intent, and what the widget shows beside it. */
export function cardPageAnswer(
  deps: Pick<PaymentDeps, 'cardPage' | 'gateway'>,
  started: StartedIntent,
  payment: { amount: number; currency: string; parent: string; lang: Language },
): CardPaymentResponse {
  const cardPage = new URL(deps.cardPage.url)
  cardPage.search = new URLSearchParams({
    secret: started.clientSecret,
    parent: payment.parent,
    lang: payment.lang,
  }).toString()
  return {
    intent: started.intent,
    cardPage: cardPage.href,
    cardOrigin: cardPage.origin,
    amount: payment.amount,
    currency: payment.currency,
    testMode: deps.gateway.testMode,
  }
}

/**
 * Starts the card step of a booking (decision 040): the stay priced again, then the gateway's
 * intent (a guarantee saves the card; what the rate's policy wants at booking is held, taken
 * once booked). The guest types the card on the card page this answers, which talks to the
 * gateway only.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  request: CardPaymentRequest,
  priceFor: PriceFor,
  /** The signed-in club member whose points may pay (decision 046). */
  pointsPayer?: string,
): Promise<CardPaymentResponse> {
  const { property, quote } = await pricedStay(
    deps,
    request,
    priceFor,
    pointsPayer,
  )
  // The schema allows only card payment types here, so there is a step.
  const step = cardStepOf(quote, request.paymentType)!
  const guest = {
    email: request.guest.email,
    name: `${request.guest.firstName} ${request.guest.lastName}`,
  }
  const reference = `${property.id}/${request.dateFrom}`
  const started = await (
    step.kind === 'prepayment'
      ? deps.gateway.startPayment({
          reference,
          guest,
          amount: step.amount,
          currency: quote.currency,
          hold: true,
        })
      : deps.gateway.startGuarantee({ reference, guest })
  ).catch(gatewayUnavailable)
  return openCardPage(deps, started, {
    step,
    propertyId: property.id,
    currency: quote.currency,
    parent: request.parent,
    lang: request.lang,
  })
}
