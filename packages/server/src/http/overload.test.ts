import { performance } from 'node:perf_hooks'
import { endpoints } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startAppOnSameDatabase,
  startTestServer,
  type TestServer,
} from '../testing/testServer'
import { METRICS_PATH } from './metrics'

// Issue 34: a process past what it can take refuses at once. The pressure is real: the test keeps
// the server's own event loop busy nine tenths of the time, past a limit of seven tenths.
const TOKEN = 'scrape-token-of-the-operator-0123456789'
let plain: TestServer
let app: FastifyInstance
let baseUrl: string

beforeAll(async () => {
  plain = await startTestServer()
  ;({ app: app, baseUrl: baseUrl } = await startAppOnSameDatabase(plain, {
    metricsToken: TOKEN,
    overload: {
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.7,
      maxHeapUsedBytes: 0,
      sampleIntervalMs: 100,
    },
  }))
})
afterAll(async () => {
  await app.close()
  await plain.close()
})

/** Waits, up to a few seconds, until the process says it is (or is not) under pressure. */
async function untilPressure(expected: boolean): Promise<void> {
  const end = Date.now() + 5000
  while (app.isUnderPressure() !== expected) {
    if (Date.now() > end) throw new Error(`pressure never became ${expected}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Asks until the answer has this status (the process looks at itself every 100 ms). */
async function untilAnswered(url: string, status: number): Promise<void> {
  const end = Date.now() + 5000
  while ((await fetch(url)).status !== status) {
    if (Date.now() > end) throw new Error(`${url} never answered ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Blocks the event loop 90 ms of every 100 ms until stopped. */
function hogEventLoop(): () => void {
  const timer = setInterval(() => {
    const end = performance.now() + 90
    while (performance.now() < end) {
      // Busy, as a request doing heavy work in JavaScript would be.
    }
  }, 100)
  return () => clearInterval(timer)
}

const refusalsOf = async () => {
  const response = await fetch(`${baseUrl}${METRICS_PATH}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(response.status).toBe(200)
  const family = parsePrometheusTextFormat(await response.text()).find(
    (candidate) => candidate.name === 'resort_overload_refusals_total',
  )
  return Number(
    family?.metrics.find(
      (metric) => metric.labels?.reason === 'eventLoopUtilization',
    )?.value ?? 0,
  )
}

describe('overload (issue 34: answers honestly)', () => {
  it('issue 34: overload answers 503 with Retry-After quickly, in our JSON, while liveness still answers 200', async () => {
    // Start-up work may have left the first samples busy.
    const version = `${baseUrl}${endpoints.version.path}`
    await untilAnswered(version, 200)
    const refusedBefore = await refusalsOf()

    const stop = hogEventLoop()
    try {
      await untilPressure(true)
      const started = performance.now()
      const refused = await fetch(version)
      const took = performance.now() - started
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(await refused.json()).toEqual({
        error: {
          kind: 'generic',
          message: 'We are very busy just now; please try again in a moment.',
        },
      })
      // At most a slice or two of the hog's: refused before any work, never queued.
      expect(took).toBeLessThan(1000)
      // Readiness says not ready (the balancer drains); liveness says the process runs.
      expect((await fetch(`${baseUrl}${endpoints.health.path}`)).status).toBe(
        503,
      )
      expect((await fetch(`${baseUrl}${endpoints.live.path}`)).status).toBe(200)
      // The operator sees the refusals, by reason.
      expect(await refusalsOf()).toBeGreaterThanOrEqual(refusedBefore + 2)
    } finally {
      stop()
    }

    // Once the load is gone, the process answers again by itself.
    await untilAnswered(version, 200)
  })
})
