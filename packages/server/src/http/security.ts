import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'
import fastifyRateLimit, {
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit'
import { API_DOCS_PATH } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import { ApiProblem } from './errors'
import { helmetHeaders } from './securityHeaders'
import { pathOf, registerXsrf, type XsrfBinding } from './xsrf'

interface RateLimits {
  /** Booking calls per client IP and minute, per route; 0 turns the limit off. */
  bookingPerMinute: number
  /** Enquiry form calls (booking and callback requests) per client IP and minute, per route; 0 is off. */
  formsPerMinute: number
}

export interface SecurityOptions {
  /** Origins whose pages may call /api/ (partners embedding the widget); '*' allows any. */
  corsOrigins: string[] | '*'
  rateLimits: RateLimits
  /**
   * MAP_STYLE_URL: a tile map style the map page draws instead of its own base map (issue 16);
   * its origin, where the style's tiles, glyphs and sprites are expected, joins the CSP.
   */
  mapStyleUrl?: string | undefined
  /** The card page's origin (decision 040): the site's pages open it in a frame. */
  cardPageOrigin?: string | undefined
}

/** Paths other sites load with plain <script>/<img> tags, so their resources must be cross-origin. */
const CROSS_ORIGIN_PREFIXES = ['/widget/']

const DEFAULT_RATE_LIMITS: RateLimits = {
  bookingPerMinute: 20,
  formsPerMinute: 5,
}

function parseOrigins(value: string | undefined): string[] | '*' {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // No list means any origin: the API sends no credentials, so '*' exposes only public answers.
  if (entries.length === 0 || entries.includes('*')) return '*'
  return entries.map((entry) => {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {
      // Reported below with the other malformed origins.
    }
    // Browsers send Origin as scheme://host[:port], so a path or a trailing slash never matches.
    if (!url || url.origin !== entry) {
      throw new Error(
        `WIDGET_ORIGINS must list origins like https://partner.example, got "${entry}"`,
      )
    }
    return entry
  })
}

function parsePerMinute(
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  const perMinute = Number(value || fallback)
  if (!Number.isInteger(perMinute) || perMinute < 0) {
    throw new Error(
      `${name} must be a whole number of calls per minute (0 = no limit), got "${value}"`,
    )
  }
  return perMinute
}

function parseMapStyleUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(
      `MAP_STYLE_URL must be the http(s) address of a map style, got "${value}"`,
    )
  return url.href
}

/**
 * Reads WIDGET_ORIGINS, the rate limits and MAP_STYLE_URL from the environment, with the
 * documented defaults.
 */
export function readSecurityConfig(
  env: NodeJS.ProcessEnv = process.env,
): SecurityOptions {
  return {
    corsOrigins: parseOrigins(env.WIDGET_ORIGINS),
    mapStyleUrl: parseMapStyleUrl(env.MAP_STYLE_URL),
    rateLimits: {
      bookingPerMinute: parsePerMinute(
        'RATE_LIMIT_BOOKING_PER_MINUTE',
        env.RATE_LIMIT_BOOKING_PER_MINUTE,
        DEFAULT_RATE_LIMITS.bookingPerMinute,
      ),
      formsPerMinute: parsePerMinute(
        'RATE_LIMIT_FORMS_PER_MINUTE',
        env.RATE_LIMIT_FORMS_PER_MINUTE,
        DEFAULT_RATE_LIMITS.formsPerMinute,
      ),
    },
  }
}

function perMinute(max: number): RateLimitOptions | false {
  if (max === 0) return false
  return {
    max,
    timeWindow: 60_000,
    // Answered through our error handler, so the body is our JSON with kind rate_limited.
    errorResponseBuilder: (_request, { ttl }) => {
      // The same whole seconds the plugin puts in Retry-After.
      const seconds = Math.max(1, Math.ceil(ttl / 1000))
      return new ApiProblem(
        429,
        'rate_limited',
        `Too many requests; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      )
    },
  }
}

/** Route config for booking calls: `config: { rateLimit: bookingRateLimit(options) }`. */
export const bookingRateLimit = ({
  rateLimits,
}: Pick<SecurityOptions, 'rateLimits'>) =>
  perMinute(rateLimits.bookingPerMinute)

/** Route config for enquiry forms: `config: { rateLimit: formsRateLimit(options) }`. */
export const formsRateLimit = ({
  rateLimits,
}: Pick<SecurityOptions, 'rateLimits'>) => perMinute(rateLimits.formsPerMinute)

/**
 * Headers that only a document (or an SVG opened as one) acts on. A script, stylesheet, raster
 * picture or font keeps nosniff, CORP, HSTS and the referrer policy, and saves about 0.5 KB on
 * each of the forty or so files a page loads (issue 15).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

const SUBRESOURCE_TYPE =
  /^(?:(?:application|text)\/javascript|text\/css|image\/(?:avif|webp|png|jpeg|gif)|font\/)/

function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType)
}

async function registerHeaders(
  app: FastifyInstance,
  { mapStyleUrl, cardPageOrigin }: SecurityOptions,
): Promise<void> {
  // The map's worker stays a same-origin file; only its requests may go to the tile server.
  const mapOrigin = mapStyleUrl ? [new URL(mapStyleUrl).origin] : []
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      // Helmet's defaults allow inline styles and add upgrade-insecure-requests, which breaks
      // plain-http localhost in Safari; the site and swagger-ui load only same-origin files.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...mapOrigin],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // The card page, on the gateway's origin or our own: the one frame the site opens.
        frameSrc: ["'self'", ...(cardPageOrigin ? [cardPageOrigin] : [])],
        imgSrc: ["'self'", 'data:', ...mapOrigin],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
      },
    },
  })
  const apiHeaders = apiAnswerHeaders(headers)
  // Callback hooks, not async ones: they run on every request (issue 34).
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = pathOf(request.url)
    if (isApiAnswer(pathname)) reply.headers(apiHeaders)
    else {
      reply.headers(headers)
      // Helmet's same-origin CORP would stop partners' pages from running the widget bundle.
      if (CROSS_ORIGIN_PREFIXES.some((prefix) => pathname.startsWith(prefix)))
        reply.header('cross-origin-resource-policy', 'cross-origin')
    }
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isSubresource(reply.getHeader('content-type')))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
    done(null, payload)
  })
}

/** An API answer (JSON, a CSV export, a redirect), as opposed to the API's readable docs page. */
function isApiAnswer(pathname: string): boolean {
  return pathname.startsWith('/api/') && !pathname.startsWith(API_DOCS_PATH)
}

/**
 * The headers of an API answer (OWASP REST Security Cheat Sheet): a CSP that loads nothing and
 * may not be framed (ASVS 3.4.3, 3.4.6), X-Frame-Options DENY for older browsers, nosniff, HSTS,
 * CORP and the referrer policy; none of the headers only a document acts on, which saves a
 * third of a small answer's bytes.
 */
function apiAnswerHeaders(
  siteHeaders: Record<string, string>,
): Record<string, string> {
  const kept = Object.entries(siteHeaders).filter(
    ([name]) => !DOCUMENT_ONLY_HEADERS.includes(name),
  )
  return {
    ...Object.fromEntries(kept),
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  }
}

function corsFor(
  corsOrigins: SecurityOptions['corsOrigins'],
): FastifyCorsOptions {
  return {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'content-type',
      'idempotency-key',
      'x-xsrf-token',
      'accept-language',
    ],
    // The widget reads it to say when to try again after a 429.
    exposedHeaders: ['retry-after'],
    // Guests carry no cookies, so partner pages never need credentialed calls.
    credentials: false,
    maxAge: 600,
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads it: false turns CORS off for the route. */
    cors?: false
  }
}

/**
 * Only the API is called cross-origin; the widget files send their own CORS header. Decided per
 * route as routes are added, so the plugin's options stay fixed: a per-request delegator has
 * them normalised again on every request, a sixth of a trivial request's time (issue 34). The
 * plugin's own catch-all OPTIONS route answers preflights.
 */
function apiOnlyCors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preflight = route.method === 'OPTIONS' && route.url === '*'
    if (!preflight && !route.url.startsWith('/api/'))
      route.config = { ...route.config, cors: false }
  })
}

/**
 * Security headers, CORS for /api/, the rate-limit plugin (per-route limits only) and the XSRF
 * check. Register after @fastify/cookie and before OpenAPI, routes and static files, since the
 * plugins attach to routes as they are added.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
  xsrf: XsrfBinding,
  rateLimitStore?: FastifyRateLimitStoreCtor,
): Promise<void> {
  await registerHeaders(app, options)
  apiOnlyCors(app)
  await app.register(fastifyCors, corsFor(options.corsOrigins))
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted where every process counts (issue 34); the plugin's memory when none is given.
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
  })
  registerXsrf(app, xsrf)
}
