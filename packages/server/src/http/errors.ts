import type { ErrorKind, ErrorResponse } from '@resort/core/api'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DatabaseBusy } from '#db/databaseBound'

/** An error a handler throws to answer with a status, a kind and named fields. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    /** With price_changed: the server's new quote, for the guest to see. */
    readonly quote?: unknown,
  ) {
    super(message)
    this.name = 'ApiProblem'
  }

  /** The JSON error body of this problem. */
  toBody(): ErrorResponse {
    const body = errorBody(this.kind, this.message, this.fields)
    return this.quote === undefined
      ? body
      : { error: { ...body.error, quote: this.quote } }
  }
}

/** 404 for an id that names nothing. */
export const notFound = (what: string, id: string, field: string) =>
  new ApiProblem(404, 'not_found', `No ${what} ${quoteInput(id)}.`, {
    [field]: 'not_found',
  })

/** A client's value, safe to repeat in a message: control characters and markup dropped, kept short. */
export function quoteInput(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const plain = value.replace(/[\u0000-\u001f\u007f<>]/g, '').slice(0, 64)
  return `"${plain}${value.length > 64 ? '…' : ''}"`
}

/** 400 for a parameter that is well-formed but not acceptable, with the field named. */
export const invalidParam = (field: string, code: string, message: string) =>
  new ApiProblem(400, 'missing_params', message, { [field]: code })

/** Builds the JSON error body that every failing call returns (DESIGN: errors are JSON). */
export function errorBody(
  kind: ErrorKind,
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return { error: fields ? { kind, message, fields } : { kind, message } }
}

// Our schemas give snake_case codes as messages; zod's own messages are English, so map them.
const CODE = /^[a-z][a-z0-9_]*$/

function fieldCode(keyword: string, message: string | undefined): string {
  if (message && CODE.test(message)) return message
  if (keyword === 'invalid_type')
    return /received undefined/.test(message ?? '')
      ? 'required'
      : 'invalid_type'
  if (keyword === 'invalid_value') return 'not_allowed'
  if (keyword === 'too_small') return 'too_small'
  if (keyword === 'too_big') return 'too_large'
  if (keyword === 'unrecognized_keys') return 'unknown_field'
  return 'invalid'
}

// PostgreSQL's lock_not_available: a row lock was not had within the transaction's lock_timeout.
const LOCK_NOT_AVAILABLE = '55P03'

/** A wait on the database past its bound (decision 039): answered 503, never left hanging. */
const isDatabaseBusy = (error: unknown) =>
  error instanceof DatabaseBusy ||
  (error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE

/** Turns every error into JSON with a fitting status; bad input is a 4xx, never a 500 or a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      // A problem that knows when to come back (rate_limited) says so in Retry-After.
      if (
        'retryAfterSeconds' in error &&
        typeof error.retryAfterSeconds === 'number'
      )
        reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send(error.toBody())
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[name] = fieldCode(issue.keyword, issue.message)
      }
      return reply
        .status(400)
        .send(
          errorBody(
            'missing_params',
            'Some parameters are missing or invalid.',
            fields,
          ),
        )
    }
    if (isDatabaseBusy(error)) {
      request.log.error({ err: error }, 'the database did not answer in time')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          errorBody(
            'generic',
            'We are very busy just now; please try again in a moment.',
          ),
        )
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(500)
        .send(errorBody('generic', 'Something went wrong on our side.'))
    }
    const kinds: Record<number, ErrorKind> = {
      400: 'missing_params',
      404: 'not_found',
      409: 'conflict',
      429: 'rate_limited',
    }
    const kind = kinds[status] ?? 'generic'
    return reply.status(status).send(errorBody(kind, error.message))
  })
}
