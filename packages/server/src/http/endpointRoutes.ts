import type { RateLimitOptions } from '@fastify/rate-limit'
import {
  endpoints,
  ERROR_STATUS,
  errorResponseSchemaOf,
  type EndpointName,
  type ErrorKind,
} from '@resort/core/api'
import { endpointSchemas, type EndpointSchemas } from '@resort/core/api/schemas'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as z from 'zod'

type Schemas = typeof endpointSchemas

/** What a handler receives: the query or body as its schema parsed it. */
type RequestOf<K extends EndpointName> = Schemas[K] extends {
  request: infer S extends z.core.$ZodType
}
  ? z.output<S>
  : undefined

/** What a handler answers: the response schema's input, or the reply it sent itself. */
type ResponseOf<K extends EndpointName> = z.input<Schemas[K]['response']>

type Handler<K extends EndpointName> = (
  input: RequestOf<K>,
  http: { request: FastifyRequest; reply: FastifyReply },
) => Promise<ResponseOf<K> | FastifyReply> | ResponseOf<K> | FastifyReply

interface HandleOptions {
  /** A stricter request schema than core's, e.g. with the server's phone numbering plan. */
  request?: z.core.$ZodType
}

/** Registers the handler of one endpoint of core's table: its method, path, schemas, limit and errors. */
export type Handle = <K extends EndpointName>(
  name: K,
  handler: Handler<K>,
  options?: HandleOptions,
) => void

/** The per-IP limit of each rate-limit group; false for none. */
export type RouteLimits = Record<'booking' | 'forms', RateLimitOptions | false>

/** Every kind an endpoint may answer: its own, bad input, its limit and server failures. */
export function errorKindsOf(name: EndpointName): ErrorKind[] {
  const schemas = endpointSchemas[name] as EndpointSchemas
  const kinds = new Set<ErrorKind>(endpoints[name].errors)
  if (schemas.request) kinds.add('missing_params')
  if (schemas.limit) kinds.add('rate_limited')
  kinds.add('generic')
  return [...kinds]
}

/** The error responses of an endpoint by status, for its schema and the API document. */
function errorResponses(name: EndpointName): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorKind[]>()
  const add = (status: number, kind: ErrorKind) =>
    byStatus.set(status, [...(byStatus.get(status) ?? []), kind])
  for (const kind of errorKindsOf(name)) add(ERROR_STATUS[kind], kind)
  // A write with a session cookie and no XSRF header is refused (ASVS 3.5.1).
  if (endpoints[name].method !== 'GET') add(403, 'generic')
  return Object.fromEntries(
    [...byStatus].map(([status, kinds]) => [
      status,
      errorResponseSchemaOf(kinds as [ErrorKind, ...ErrorKind[]]).describe(
        kinds.join(', '),
      ),
    ]),
  )
}

/** A `handle` that registers endpoints of the table on the app. */
export function endpointRegistrar(
  app: FastifyInstance,
  limits: RouteLimits,
): Handle {
  return (name, handler, options = {}) => {
    const { method, path } = endpoints[name]
    const schemas = endpointSchemas[name] as EndpointSchemas
    const status = schemas.status ?? 200
    const inQuery = method === 'GET' || method === 'DELETE'
    const request = options.request ?? schemas.request
    app.route({
      method,
      url: path,
      config: schemas.limit ? { rateLimit: limits[schemas.limit] } : {},
      schema: {
        tags: [schemas.tag],
        summary: schemas.summary,
        ...(schemas.description ? { description: schemas.description } : {}),
        ...(request ? { [inQuery ? 'querystring' : 'body']: request } : {}),
        response: {
          [status]: schemas.produces
            ? { content: { [schemas.produces]: { schema: schemas.response } } }
            : schemas.response,
          ...errorResponses(name),
        },
      },
      handler: async (req, reply) => {
        reply.status(status)
        const input = (inQuery ? req.query : req.body) as RequestOf<typeof name>
        const answer = await handler(input, { request: req, reply })
        // Text that is not JSON (a CSV export): its type is set only once it is the answer, so
        // an error thrown before it is still JSON; Fastify sends a string as it is.
        if (schemas.produces && typeof answer === 'string')
          reply.type(schemas.produces)
        return answer
      },
    })
  }
}
