import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import {
  API_DOCS_PATH,
  endpoints,
  GOOGLE_LANDING_PATH,
  LIST_UNSUBSCRIBE_PATH,
  OPENAPI_PATH,
  SOCIAL_ROUTES,
} from '@resort/core/api'
import { COOKIE_NAMES } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { SESSION_SECURITY } from './endpointRoutes'
import { webhookOperations, webhookSchemas } from './webhookDocument'

// The endpoint table, social sign-in's redirect routes (decision 017), the newsletter's
// one-click unsubscribe (decision 020) and the landing page of Google's links (decision 048).
const DOCUMENTED_PATHS = new Set([
  ...Object.values(endpoints).map(({ path }) => path),
  ...SOCIAL_ROUTES.map(({ path }) => path),
  LIST_UNSUBSCRIBE_PATH,
  GOOGLE_LANDING_PATH,
])

/**
 * The OpenAPI 3 document, generated from the same zod schemas that validate the calls, at
 * /api/v1/openapi.json, and a readable reference of it at /api/docs. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Adria Alpe Resorts booking API',
        description:
          'Search, price and book the resort group\'s hotels, villas and apartments. Money is in integer minor units (cents) with an ISO currency code; dates of stay are yyyy-MM-dd. Errors are JSON: { "error": { "kind", "message", "fields" } }; each call lists the kinds it answers per status.',
        version: '1',
      },
      // Decision 049: what the hotel's other systems receive, and how they verify it.
      ...({ 'x-webhooks': webhookOperations() } as object),
      components: {
        schemas: webhookSchemas(),
        securitySchemes: {
          // Each operation that is not public names it, with its 401 (and 403 for staff).
          [SESSION_SECURITY]: {
            type: 'apiKey',
            in: 'cookie',
            name: COOKIE_NAMES.accessToken,
            description:
              'The member’s session: the httpOnly access token cookie set by sign-in. Staff calls need an admin’s session that passed its second factor (403 otherwise).',
          },
        },
      },
      tags: [
        { name: 'search', description: 'Availability and prices' },
        {
          name: 'content',
          description: 'Navigation and map content per language',
        },
        {
          name: 'booking',
          description: 'Book, view, change and cancel a stay',
        },
        {
          name: 'service',
          description: 'Booking-request and callback-request forms',
        },
        {
          name: 'auth',
          description: 'Member sign-in, registration and sessions',
        },
        {
          name: 'crm',
          description:
            'The loyalty club and the signed-in member’s data: points, bookings, favourites',
        },
        { name: 'system', description: 'Health and version' },
        {
          name: 'webhooks',
          description:
            'Booking events posted to the addresses staff register (x-webhooks); staff manage them under admin',
        },
        {
          name: 'crm',
          description: 'Loyalty and customer data: the newsletter',
        },
      ],
    },
    // Only the API belongs in the document, not the site's static files.
    transform: (input) =>
      DOCUMENTED_PATHS.has(input.url)
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  })
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger())
}
