import { endpoints } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import parsePrometheusTextFormat, {
  type PrometheusFamily,
} from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingBody, findOffer, postBooking } from '../testing/bookingFixtures'
import {
  startAppOnSameDatabase,
  startTestServer,
  type TestServer,
} from '../testing/testServer'
import { METRICS_PATH, recordJobRun } from './metrics'

// Issue 34: an operator's Prometheus scrapes each process's /metrics with the bearer token. The
// test server has no token (/metrics off); a second app on its database has one.
const TOKEN = 'scrape-token-of-the-operator-0123456789'
let plain: TestServer
let app: FastifyInstance
let baseUrl: string
const logLines: string[] = []

beforeAll(async () => {
  plain = await startTestServer()
  ;({ app: app, baseUrl: baseUrl } = await startAppOnSameDatabase(plain, {
    metricsToken: TOKEN,
    logStream: { write: (line) => void logLines.push(line) },
  }))
})
afterAll(async () => {
  await app.close()
  await plain.close()
})

const scrapeWith = (authorization?: string, base = baseUrl) =>
  fetch(`${base}${METRICS_PATH}`, {
    headers: authorization ? { authorization } : {},
  })

/**
 * A scrape read by the parser twice: whole, which checks every line and gives each family's type,
 * and as untyped series, since the parser folds a labelled histogram's series into one (its
 * issue 13): then `name_count{route=...}` is a series of its own, with its labels.
 */
async function scrape(): Promise<PrometheusFamily[]> {
  const response = await scrapeWith(`Bearer ${TOKEN}`)
  expect(response.status).toBe(200)
  const text = await response.text()
  parsePrometheusTextFormat(text)
  return parsePrometheusTextFormat(text.replace(/^#.*$/gm, ''))
}

const familyOf = (families: PrometheusFamily[], name: string) =>
  families.find((family) => family.name === name)

/** The value of a series with these labels (and maybe others), 0 when it has none yet. */
function valueOf(
  series: PrometheusFamily[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const sample = series
    .filter((family) => family.name === name)
    .flatMap((family) => family.metrics)
    .find((metric) =>
      Object.entries(labels).every(
        ([label, value]) => metric.labels?.[label] === value,
      ),
    )
  return Number(sample?.value ?? 0)
}

const REQUESTS = 'http_request_duration_seconds_count'

describe('/metrics (issue 34: an operator can see it)', () => {
  it('issue 34: /metrics parses as Prometheus text format, with the families an operator needs', async () => {
    await fetch(`${baseUrl}${endpoints.version.path}`)
    const response = await scrapeWith(`Bearer ${TOKEN}`)
    expect(response.headers.get('content-type')).toMatch(
      /^text\/plain; version=0\.0\.4/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const families = parsePrometheusTextFormat(text)
    const types = new Map(families.map((family) => [family.name, family.type]))
    expect(Object.fromEntries(types)).toMatchObject({
      http_request_duration_seconds: 'HISTOGRAM',
      resort_bookings_total: 'COUNTER',
      resort_overload_refusals_total: 'COUNTER',
      resort_job_lag_seconds: 'GAUGE',
      resort_job_seconds_since_last_run: 'GAUGE',
      // Node's own, from prom-client's default metrics.
      process_cpu_seconds_total: 'COUNTER',
      nodejs_eventloop_lag_p99_seconds: 'GAUGE',
      nodejs_heap_size_used_bytes: 'GAUGE',
    })
    // The pool's depth on PostgreSQL; SQLite has one connection and no queue to show.
    if (plain.database.kind === 'postgresql') {
      const pool = familyOf(families, 'resort_db_pool_connections')
      expect(
        pool?.metrics.map((metric) => metric.labels?.state).sort(),
      ).toEqual(['busy', 'idle'])
      expect(types.get('resort_db_pool_waiting')).toBe('GAUGE')
    } else expect(types.has('resort_db_pool_connections')).toBe(false)
    // The histogram's series carry their labels and buckets up to +Inf.
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="[^"]+",status_class="\dxx"\} \d+$/m,
    )
  })

  it('issue 34: request counts move by route pattern, method and status class, never by the raw URL', async () => {
    const version = {
      method: 'GET',
      route: endpoints.version.path,
      status_class: '2xx',
    }
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' }
    const before = await scrape()
    for (const query of ['', '?a=1', '?b=2'])
      expect(
        (await fetch(`${baseUrl}${endpoints.version.path}${query}`)).status,
      ).toBe(200)
    expect((await fetch(`${baseUrl}/api/v1/no-such-call/4711`)).status).toBe(
      404,
    )
    const after = await scrape()
    expect(
      valueOf(after, REQUESTS, version) - valueOf(before, REQUESTS, version),
    ).toBe(3)
    expect(
      valueOf(after, REQUESTS, unmatched) -
        valueOf(before, REQUESTS, unmatched),
    ).toBe(1)
    const routes = after
      .filter((family) => family.name === REQUESTS)
      .flatMap((family) => family.metrics)
      .map((metric) => metric.labels?.route ?? '')
    expect(routes).toContain(endpoints.version.path)
    expect(routes.filter((route) => /4711|\?/.test(route))).toEqual([])
  })

  it('issue 34: a booking made counts once; its idempotent replay does not', async () => {
    const offer = await findOffer(baseUrl, { guarantee: 'NOGUARANTEE' })
    const body = bookingBody(offer)
    const bookingsOf = (series: PrometheusFamily[]) =>
      valueOf(series, 'resort_bookings_total')
    const before = bookingsOf(await scrape())
    const made = await postBooking(baseUrl, body, 'metrics-booking-0001')
    expect(made.status).toBe(201)
    const replayed = await postBooking(baseUrl, body, 'metrics-booking-0001')
    expect(replayed.status).toBe(201)
    expect(bookingsOf(await scrape()) - before).toBe(1)
  })

  it('issue 34: each scheduled job shows how late its last run began and how long ago', async () => {
    const ranAt = new Date(Date.now() - 30_000)
    recordJobRun('loyalty_sweep', new Date(ranAt.getTime() - 90_000), ranAt)
    const series = await scrape()
    const valueFor = (name: string) =>
      valueOf(series, name, { job: 'loyalty_sweep' })
    expect(valueFor('resort_job_lag_seconds')).toBe(90)
    expect(
      valueFor('resort_job_seconds_since_last_run'),
    ).toBeGreaterThanOrEqual(30)
    expect(valueFor('resort_job_seconds_since_last_run')).toBeLessThan(60)
  })

  it('issue 34: /metrics answers 401 without the token or with a wrong one, and the answer is never cached', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN} extra`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
    ]) {
      const response = await scrapeWith(authorization)
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(await response.json()).toMatchObject({
        error: { kind: 'unauthorized' },
      })
    }
  })

  it('issue 34: a scrape every few seconds leaves no line in the request log', async () => {
    logLines.length = 0
    await scrape()
    await fetch(`${baseUrl}${endpoints.version.path}`)
    const urls = logLines.map(
      (line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url,
    )
    expect(urls).toContain(endpoints.version.path)
    expect(urls).not.toContain(METRICS_PATH)
  })

  it('issue 34: /metrics is off (404) when METRICS_TOKEN is unset', async () => {
    const response = await scrapeWith(`Bearer ${TOKEN}`, plain.baseUrl)
    expect(response.status).toBe(404)
  })
})
