import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { ApiProblem, errorBody } from './errors'

// What Node's HTTP parser reports for a request it cannot read, as our JSON errors.
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
}

function jsonAnswer(status: number, message: string): string {
  const body = JSON.stringify(
    errorBody(status === 400 ? 'missing_params' : 'generic', message),
  )
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    // The parser cannot tell where this request ended; the connection must not be reused.
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * Fastify options that make every answer JSON, even for requests Node's HTTP layer or Fastify's
 * router cannot read: malformed or oversized requests, a missing Host header, bad %-escapes.
 */
export const transportOptions: Pick<
  FastifyServerOptions,
  'clientErrorHandler' | 'frameworkErrors' | 'serverFactory'
> = {
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return
    const status = clientErrorStatus(error.code)
    const message =
      status === 431
        ? 'The request’s address or headers are too long.'
        : 'The request could not be read.'
    socket.end(jsonAnswer(status, message))
  },
  frameworkErrors: (_error, _request, reply) => {
    // Fastify types this reply for route schemas it never has here; it is a plain reply.
    const plain = reply as unknown as {
      status(code: number): { send(body: unknown): unknown }
    }
    plain
      .status(400)
      .send(
        errorBody(
          'missing_params',
          'The address contains an invalid character sequence.',
        ),
      )
  },
  // Fastify serves requests without a Host header itself, and answers a bad Expect header in JSON.
  serverFactory: (handler, options) => {
    const server: Server = createServer({ requireHostHeader: false }, handler)
    // Fastify sets this only on servers it makes itself; without it Node closes idle keep-alive
    // sockets after 5 s, racing clients that reuse them (ECONNRESET). Node's request timeout
    // (300 s, against slow clients) stays.
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000)
    server.on(
      'checkExpectation',
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(417, {
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
        })
        response.end(
          JSON.stringify(
            errorBody('generic', 'Only "Expect: 100-continue" is supported.'),
          ),
        )
      },
    )
    return server
  },
}

/** Refuses any string holding U+0000 in a query or body: PostgreSQL cannot store it in text. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findNul(request.body, 'body') ?? findNul(request.query, 'query')
    done(
      found
        ? new ApiProblem(
            400,
            'missing_params',
            'Text may not contain the NUL character.',
            { [found]: 'invalid_character' },
          )
        : undefined,
    )
  })
}

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path : undefined
  if (value === null || typeof value !== 'object' || depth > 20)
    return undefined
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(
      child,
      path === 'body' || path === 'query' ? key : `${path}.${key}`,
      depth + 1,
    )
    if (found) return found
  }
  return undefined
}
