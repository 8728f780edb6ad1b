import type { FastifyRequest, FastifyServerOptions } from 'fastify'

// Fastify's logger option in its object form (pino's options); pino itself is Fastify's dependency.
type LoggerOptions = Exclude<
  FastifyServerOptions['logger'],
  boolean | undefined
>

// Body fields that could carry card data (DESIGN: card data never reaches a log), and the signed
// booking link's token, which opens a booking to whoever holds it.
const SECRET_FIELDS = [
  'card',
  'cardNumber',
  'securityCode',
  'cvc',
  'number',
  'token',
]

// Query parameters whose values identify a guest or open a booking.
const SECRET_PARAM = /token|email|signature|password|secret/i

/** The url of a request with the values of token and email parameters masked. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '))
      } catch {
        // A malformed escape is still checked by its raw name.
      }
      return SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair
    })
  return `${url.slice(0, at)}?${query.join('&')}`
}

// Headers and fields are redacted wherever a log call puts them: under req, request, body, or one
// or two levels down (`{ body: { payment: { cardNumber } } }`); pino has no recursive wildcard.
const redactPaths = [
  ...['req.headers', 'request.headers', 'headers'].flatMap((at) => [
    `${at}.authorization`,
    `${at}.cookie`,
    `${at}["x-xsrf-token"]`,
  ]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
]

/** Pino options for Fastify's logger: secrets redacted, requests logged without query secrets. */
export const loggerOptions: LoggerOptions = {
  redact: { paths: redactPaths, censor: '[redacted]' },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: maskUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
}
