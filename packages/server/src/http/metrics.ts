import { createHash, timingSafeEqual } from 'node:crypto'
import { endpoints } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client'
import type { DatabaseHandle } from '#db/database'
import { errorBody } from './errors'

// Issue 34: what an operator's Prometheus scrapes from each server process (prom-client). An
// operator's route, not a row of core's endpoint table: it answers Prometheus's text format, not
// JSON, to a scraper holding METRICS_TOKEN, not to a guest, member or staff; the client, the
// registrar's access column and the API document have nothing to do with it.

/** Where Prometheus scrapes each process, directly rather than through the balancer. */
export const METRICS_PATH = '/metrics'

interface JobRun {
  lateSeconds: number
  ranAt: number
}

// Per process, as the jobs' timers are; every app of the process shows them.
const lastRuns = new Map<string, JobRun>()

/**
 * Notes that a scheduled job ('loyalty_sweep', 'due_payments': db/scheduledJobs.ts's names) began
 * a run at ranAt that was due at scheduledAt.
 */
export function recordJobRun(
  job: string,
  scheduledAt: Date,
  ranAt: Date,
): void {
  lastRuns.set(job, {
    lateSeconds: Math.max(0, (ranAt.getTime() - scheduledAt.getTime()) / 1000),
    ranAt: ranAt.getTime(),
  })
}

/** What other parts of the server count into this process's metrics. */
export interface OperatorMetrics {
  /** One request refused with 503 under overload, for the reason under-pressure gives. */
  countRefusal(reason: string): void
}

const MIN_TOKEN_LENGTH = 32

/** Reads METRICS_TOKEN: unset turns /metrics off; a short or spaced token stops the start. */
export function readMetricsToken(
  value: string | undefined,
): string | undefined {
  if (!value) return undefined
  if (value.length < MIN_TOKEN_LENGTH || /\s/.test(value))
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces (Prometheus sends it as a bearer token)`,
    )
  return value
}

// Around the targets of issue 34 (15 to 50 ms at p95), finer than prom-client's defaults there.
const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
  5, 10,
]

const digest = (text: string) => createHash('sha256').update(text).digest()

/** True when the Authorization header carries the token (compared in constant time). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? ''
  // Digests of both: equal lengths for timingSafeEqual, and the token's length is not told.
  return timingSafeEqual(digest(given), expected)
}

function poolGauges(
  registry: Registry,
  pool: NonNullable<DatabaseHandle['pool']>,
) {
  new Gauge({
    name: 'resort_db_pool_connections',
    help: 'PostgreSQL pool connections of this process, busy (lent to a query) or idle.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'idle' }, pool.idleCount)
    },
  })
  new Gauge({
    name: 'resort_db_pool_waiting',
    help: 'Queries of this process waiting for a PostgreSQL pool connection.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount)
    },
  })
}

function jobGauges(registry: Registry) {
  new Gauge({
    name: 'resort_job_lag_seconds',
    help: 'How late the last run in this process of each scheduled job began after it was due.',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      for (const [job, run] of lastRuns) this.set({ job }, run.lateSeconds)
    },
  })
  new Gauge({
    name: 'resort_job_seconds_since_last_run',
    help: 'Seconds since each scheduled job last began a run in this process.',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      const now = Date.now()
      for (const [job, run] of lastRuns)
        this.set({ job }, (now - run.ranAt) / 1000)
    },
  })
}

const NEW_BOOKING = endpoints.newBooking

/**
 * GET /metrics with the bearer token, and the counting behind it: each request's latency by its
 * route's pattern (never the raw URL), bookings made, pool depth, job lag, overload refusals and
 * Node's own. Off, with nothing counted, when no token is set.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  token: string | undefined,
): OperatorMetrics {
  if (!token) return { countRefusal: () => undefined }
  // One registry per app: each process answers its own, and tests run several apps in one.
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const bookings = new Counter({
    name: 'resort_bookings_total',
    help: 'Bookings made through new-booking in this process (an idempotent replay is not one).',
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'resort_overload_refusals_total',
    help: 'Requests answered 503 because this process was under pressure, by reason.',
    labelNames: ['reason'],
    registers: [registry],
  })
  if (database.pool) poolGauges(registry, database.pool)
  jobGauges(registry)

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const status = reply.statusCode
    requests.observe(
      {
        method: request.method,
        route,
        status_class: `${Math.floor(status / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    )
    // Counted from the answer, so the booking code stays as it is: a 201 is a booking made.
    if (
      status === 201 &&
      route === NEW_BOOKING.path &&
      request.method === NEW_BOOKING.method &&
      reply.getHeader('idempotent-replayed') === undefined
    )
      bookings.inc()
    done()
  })

  const expected = digest(token)
  // Below info: a scrape every few seconds would drown the request log.
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!bearerMatches(request.headers.authorization, expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(
          errorBody('unauthorized', 'The metrics need the operator’s token.'),
        )
    const text = await registry.metrics()
    return reply.type(registry.contentType).send(text)
  })
  return { countRefusal: (reason) => refusals.inc({ reason }) }
}
