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
import type { CallerOf, ResolveCaller } from './access'

type Schemas = typeof endpointSchemas

/** What a handler receives: the query or body as its schema parsed it. */
type RequestOf<K extends EndpointName> = Schemas[K] extends {
  request: infer S extends z.core.$ZodType
}
  ? z.output<S>
  : undefined

/** What a handler answers: the response schema's input, or the reply it sent itself. */
type ResponseOf<K extends EndpointName> = z.input<Schemas[K]['response']>

/** The caller the endpoint's row lets in: a member, an admin, or nobody in particular. */
type CallerFor<K extends EndpointName> = CallerOf<
  (typeof endpoints)[K]['access']
>

type Handler<K extends EndpointName> = (
  input: RequestOf<K>,
  http: { request: FastifyRequest; reply: FastifyReply; caller: CallerFor<K> },
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

/** Whether an endpoint's answers may be kept by a cache: never a caller's own (its row says). */
export function isPrivate(name: EndpointName): boolean {
  const schemas = endpointSchemas[name] as EndpointSchemas
  return endpoints[name].access !== 'public' || schemas.cache === 'private'
}

/**
 * Every kind an endpoint may answer: its own, its access's refusals, bad input, its limit,
 * server failures and a busy database.
 */
export function errorKindsOf(name: EndpointName): ErrorKind[] {
  const schemas = endpointSchemas[name] as EndpointSchemas
  const { access } = endpoints[name]
  const kinds = new Set<ErrorKind>(endpoints[name].errors)
  if (access !== 'public') kinds.add('unauthorized')
  if (access === 'admin' || access === 'adminSecondFactor')
    kinds.add('forbidden')
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
  // The database did not answer within its bound (db/databaseBound.ts).
  add(503, 'generic')
  return Object.fromEntries(
    [...byStatus].map(([status, kinds]) => [
      status,
      errorResponseSchemaOf(kinds as [ErrorKind, ...ErrorKind[]]).describe(
        kinds.join(', '),
      ),
    ]),
  )
}

/** The API document's name of the session cookie's security scheme (registerOpenApi declares it). */
export const SESSION_SECURITY = 'sessionCookie'

/**
 * A `handle` that registers endpoints of the table on the app. Access and caching are the row's:
 * before the body is parsed or the input validated, a caller the row does not let in gets its 401
 * or 403, and a private answer (a refusal too) is marked no-store (ASVS 8.3.1, 14.3.2).
 */
export function endpointRegistrar(
  app: FastifyInstance,
  limits: RouteLimits,
  resolveCaller: ResolveCaller,
): Handle {
  return (name, handler, options = {}) => {
    const { method, path, access } = endpoints[name]
    const schemas = endpointSchemas[name] as EndpointSchemas
    const status = schemas.status ?? 200
    // An upload's form is read by its handler; its row's request is the query (the owner).
    const inQuery =
      method === 'GET' || method === 'DELETE' || schemas.consumes !== undefined
    const request = options.request ?? schemas.request
    const callers = new WeakMap<FastifyRequest, unknown>()
    const privateAnswer = isPrivate(name)
    app.route({
      method,
      url: path,
      config: schemas.limit ? { rateLimit: limits[schemas.limit] } : {},
      // Only where there is something to do: an async hook costs every request a promise.
      ...(access !== 'public' || privateAnswer
        ? {
            onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
              if (privateAnswer) reply.header('cache-control', 'no-store')
              if (access !== 'public')
                callers.set(req, await resolveCaller(access, req))
            },
          }
        : {}),
      schema: {
        tags: [schemas.tag],
        summary: schemas.summary,
        ...(schemas.description ? { description: schemas.description } : {}),
        ...(access === 'public'
          ? {}
          : { security: [{ [SESSION_SECURITY]: [] }] }),
        ...(request ? { [inQuery ? 'querystring' : 'body']: request } : {}),
        ...(schemas.consumes ? { consumes: [schemas.consumes] } : {}),
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
        const caller = callers.get(req) as CallerFor<typeof name>
        const answer = await handler(input, { request: req, reply, caller })
        // Text that is not JSON (a CSV export): its type is set only once it is the answer, so
        // an error thrown before it is still JSON; Fastify sends a string as it is.
        if (schemas.produces && typeof answer === 'string')
          reply.type(schemas.produces)
        return answer
      },
    })
  }
}
