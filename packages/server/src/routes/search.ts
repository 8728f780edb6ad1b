import {
  anotherRoomQuerySchema,
  calendarQuerySchema,
  calendarResponseSchema,
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
  propertiesQuerySchema,
  propertiesResponseSchema,
  propertyQuerySchema,
  propertyResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
} from '@resort/core/api'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '#db/database'
import type { SearchCache } from '../search/availability'
import { availabilityCalendar } from '../search/availabilityCalendar'
import type { CatalogCache } from '../search/catalogSnapshot'
import { finalPriceQuote } from '../search/priceQuote'
import { propertyOffers } from '../search/propertyOffers'
import { searchProperties, suggest } from '../search/propertySearch'

export interface SearchRoutesOptions {
  database: DatabaseHandle
  catalog: CatalogCache
  cache: SearchCache
}

// A cached answer is already validated JSON; sent as a string, Fastify passes it through as is.
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json)
}

/** /api/v1/search*: the server is the only authority on availability and price. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { database, catalog, cache },
) => {
  const { db } = database
  const tags = ['search']
  // A search answer, validated by its schema once and kept as JSON for the cache's lifetime.
  const cachedJson = <T>(
    route: string,
    query: unknown,
    schema: { parse(value: unknown): T },
    compute: () => Promise<T>,
  ) =>
    cache.answer(route, query, async () =>
      JSON.stringify(schema.parse(await compute())),
    )

  app.get(
    '/api/v1/search',
    {
      schema: {
        tags,
        summary: 'Destinations and properties matching a text',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) =>
      suggest(await catalog.get(), request.query.q, request.query.lang),
  )

  app.get(
    '/api/v1/search/properties',
    {
      schema: {
        tags,
        summary: 'Available properties for a stay',
        querystring: propertiesQuerySchema,
        response: { 200: propertiesResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cachedJson(
          '/api/v1/search/properties',
          request.query,
          propertiesResponseSchema,
          async () =>
            searchProperties(cache, await catalog.get(), request.query),
        ),
      ),
  )

  app.get(
    '/api/v1/search/property',
    {
      schema: {
        tags,
        summary: 'One property with its units, rates and extras for a stay',
        querystring: propertyQuerySchema,
        response: { 200: propertyResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cachedJson(
          '/api/v1/search/property',
          request.query,
          propertyResponseSchema,
          async () => propertyOffers(cache, await catalog.get(), request.query),
        ),
      ),
  )

  app.get(
    '/api/v1/search/property-another-room',
    {
      schema: {
        tags,
        summary: 'Units still free beside those already chosen',
        querystring: anotherRoomQuerySchema,
        response: { 200: propertyResponseSchema },
      },
    },
    async (request) =>
      propertyOffers(cache, await catalog.get(), {
        ...request.query,
        rooms: 1,
      }),
  )

  app.get(
    '/api/v1/search/unit-availability-calendar',
    {
      schema: {
        tags,
        summary: 'Per-day availability and lowest nightly price',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema },
      },
    },
    async (request) =>
      availabilityCalendar(db, await catalog.get(), request.query),
  )

  app.post(
    '/api/v1/search/final-price-quote',
    {
      schema: {
        tags,
        summary: 'The whole reservation priced by the server',
        body: finalQuoteRequestSchema,
        response: { 200: finalQuoteResponseSchema },
      },
    },
    async (request) => finalPriceQuote(db, await catalog.get(), request.body),
  )

  app.post(
    '/api/v1/search/unit-price-quote',
    {
      schema: {
        tags,
        summary: 'One unit priced by the server',
        body: unitQuoteRequestSchema,
        response: { 200: unitQuoteResponseSchema },
      },
    },
    async (request) => {
      const { unitId, adults, children, supplements, ...stay } = request.body
      const quote = await finalPriceQuote(db, await catalog.get(), {
        ...stay,
        units: [{ unitId, adults, children, supplements }],
      })
      return { currency: quote.currency, unit: quote.units[0]! }
    },
  )
}
