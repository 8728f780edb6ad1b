import { PAYMENT_WEBHOOK_PATH } from '@resort/core/api'
import type { FastifyPluginAsync } from 'fastify'
import { ApiProblem } from '#http/errors'
import type { AppContext } from '../appContext'
import { handlePaymentEvent } from '../payments/paymentEvents'

/**
 * The card gateway's webhook (decision 040): the body is kept as sent, since its signature is
 * over those exact bytes; an event not signed with the endpoint's secret is refused.
 */
export const paymentWebhookRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    )
    app.post(PAYMENT_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature']
      let event
      try {
        event = context.gateway.readEvent(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : '',
        )
      } catch {
        throw new ApiProblem(
          400,
          'missing_params',
          'The event is not signed by the card gateway.',
          { 'stripe-signature': 'signature_invalid' },
        )
      }
      return {
        received: true,
        outcome: await handlePaymentEvent(context, event),
      }
    })
  }
