import type { ErrorKind, ErrorResponse } from '@resort/core/api'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** Builds the JSON error body that every failing call returns (DESIGN: errors are JSON). */
export function errorBody(
  kind: ErrorKind,
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return { error: fields ? { kind, message, fields } : { kind, message } }
}

/** Turns every error into JSON with a fitting status; bad input is a 4xx, never a 500 or a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[name] = issue.message ?? 'invalid'
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
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(500)
        .send(errorBody('generic', 'Something went wrong on our side.'))
    }
    const kind: ErrorKind = status === 429 ? 'rate_limited' : 'generic'
    return reply.status(status).send(errorBody(kind, error.message))
  })
}
