import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import pino, { type Bindings, type ChildLoggerOptions, type Level } from 'pino'

// Fastify's logger option in its object form (pino's options).
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

const INFO = pino.levels.values.info ?? 30

/** Where log lines go: Fastify's logger and the request lines (tests pass their own). */
export type LogStream = { write(line: string): void }

/**
 * One line per request when its answer is sent, instead of Fastify's two (incoming, completed),
 * under the request's id (issue 34). It is made of named fields only (the url masked, no
 * headers, no body), so it skips the redaction every other line goes through, which cost more
 * than the rest of a trivial request. Errors are logged as Fastify does, redacted.
 */
export function requestLog(stream: LogStream): LogController {
  const lines = pino({ level: 'info' }, stream)
  return new (class extends LogController {
    override incomingRequest() {}
    override requestCompleted(
      error: Error | null | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (error) {
        reply.log.error(
          {
            req: request,
            res: reply,
            err: error,
            responseTime: reply.elapsedTime,
          },
          'request errored',
        )
        return
      }
      // A route's own higher log level (a scrape of /metrics) keeps its line out too.
      if ((pino.levels.values[reply.log.level] ?? 0) > INFO) return
      lines.info(
        {
          reqId: request.id,
          req: {
            method: request.method,
            url: maskUrl(request.url),
            remoteAddress: request.ip,
          },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      )
    }
  })()
}

/**
 * A request's logger, made only when something is logged under the request: most requests log
 * nothing but their one line (requestLog), and a pino child made for each cost as much as the
 * line (its bindings serialized and redacted; issue 34).
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions
  #made: FastifyBaseLogger | undefined

  constructor(
    parent: FastifyBaseLogger,
    bindings: Bindings,
    options: ChildLoggerOptions,
  ) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options))
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#logger().level = level
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options)
  }

  isLevelEnabled(level: string): boolean {
    const wanted = pino.levels.values[level]
    const current = pino.levels.values[this.level]
    return wanted !== undefined && current !== undefined && wanted >= current
  }

  #log(level: Level, args: unknown[]): void {
    const logger = this.#logger()
    ;(logger[level] as (...args: unknown[]) => void).apply(logger, args)
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#log('error', args)
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args)
  }
  info(...args: unknown[]): void {
    this.#log('info', args)
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args)
  }
  silent(): void {}
}

/** Fastify's childLoggerFactory: each request's logger made on its first use. */
export const requestLoggers: NonNullable<
  FastifyServerOptions['childLoggerFactory']
> = (parent, bindings, options) =>
  new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger

/**
 * Stdout written in the background in 4 KB batches, flushed every second and at exit: a log line
 * never blocks an answer, nor costs a write of its own (sonic-boom, pino's destination).
 */
export const backgroundStdout = (): LogStream =>
  pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
  })
