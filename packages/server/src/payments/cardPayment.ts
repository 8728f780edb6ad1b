import { randomUUID } from 'node:crypto'
import type { CardPaymentRequest, CardPaymentResponse } from '@resort/core/api'
import { pricedStay } from '../booking/pricedStay'
import type { PriceFor } from '../pricing/stayPrice'
import { cardStepOf } from './bookingPayment'
import type { PaymentDeps } from './paymentDeps'
import { gatewayUnavailable } from './paymentProblems'

/**
 * Starts the card step of a booking (decision 040): the stay priced again, then the gateway's
 * intent (a guarantee saves the card; a prepayment holds the amount due now, taken once
 * booked), kept as a started payment that new-booking may use once. The guest types the card on
 * the card page this answers, which talks to the gateway only.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  request: CardPaymentRequest,
  priceFor: PriceFor,
): Promise<CardPaymentResponse> {
  const { property, quote } = await pricedStay(deps, request, priceFor)
  // The schema allows only card payment types here, so there is a step.
  const step = cardStepOf(quote, request.paymentType)!
  const prepaid = step.kind === 'prepayment'
  const { amount } = step
  const guest = {
    email: request.guest.email,
    name: `${request.guest.firstName} ${request.guest.lastName}`,
  }
  const reference = `${property.id}/${request.dateFrom}`
  const started = await (
    prepaid
      ? deps.gateway.startPayment({
          reference,
          guest,
          amount,
          currency: quote.currency,
          hold: true,
        })
      : deps.gateway.startGuarantee({ reference, guest })
  ).catch(gatewayUnavailable)
  const stamp = new Date().toISOString()
  await deps.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: null,
      intent: started.intent,
      kind: step.kind,
      fee_for: null,
      state: 'started',
      property_id: property.id,
      currency: quote.currency,
      amount,
      payment_method: null,
      customer: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  const cardPage = new URL(deps.cardPage.url)
  cardPage.search = new URLSearchParams({
    secret: started.clientSecret,
    parent: request.parent,
    lang: request.lang,
  }).toString()
  return {
    intent: started.intent,
    cardPage: cardPage.href,
    cardOrigin: cardPage.origin,
    amount,
    currency: quote.currency,
    testMode: deps.gateway.testMode,
  }
}
