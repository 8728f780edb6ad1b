import {
  bookingRequestResponseSchema,
  bookingRequestSchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
} from '@resort/core/api'
import type { FastifyContextConfig } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '#db/database'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import type { Mailer } from '../mail/mailer'
import {
  reservationsEmailFrom,
  submitBookingRequest,
  submitCallbackRequest,
} from '../service/serviceRequests'

export interface ServiceRequestRoutesOptions {
  database: DatabaseHandle
  mailer: Mailer
  /** The reservations desk; RESERVATIONS_EMAIL or the group's default when left out. */
  reservationsEmail?: string
  /** Route config for both forms, such as `{ rateLimit: formsRateLimit(security) }`. */
  routeConfig?: FastifyContextConfig
}

/** /api/v1/service/*: the booking-request and callback-request forms, stored and mailed. */
export const serviceRequestRoutes: FastifyPluginAsyncZod<
  ServiceRequestRoutesOptions
> = async (app, { database, mailer, reservationsEmail, routeConfig = {} }) => {
  const context = {
    db: database.db,
    mailer,
    reservationsEmail: reservationsEmail ?? reservationsEmailFrom(),
  }
  const tags = ['service']

  // Deliveries run after the answer; let those under way finish before the server stops.
  app.addHook('onClose', () => mailer.settled())

  app.post(
    '/api/v1/service/booking-request',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'A guest asks the reservations desk for a stay',
        body: withPhoneNumberPlan(bookingRequestSchema),
        response: { 201: bookingRequestResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitBookingRequest(context, request.body)),
  )

  app.post(
    '/api/v1/service/callback-request',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'A guest asks to be called back',
        body: withPhoneNumberPlan(callbackRequestSchema),
        response: { 201: callbackRequestResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitCallbackRequest(context, request.body)),
  )
}
