import { getHeapStatistics } from 'node:v8'
import underPressure from '@fastify/under-pressure'
import { endpoints } from '@resort/core/api'
import type { FastifyInstance } from 'fastify'
import { ApiProblem } from './errors'
import { METRICS_PATH, type OperatorMetrics } from './metrics'

// Issue 34: a process past what it can take answers 503 with Retry-After at once, before any
// work, rather than queueing requests until they time out (@fastify/under-pressure). The balancer
// sends the next request elsewhere; the widget waits as Retry-After says.

/** OVERLOAD_*: when a process refuses work; a limit of 0 is not checked. */
export interface OverloadLimits {
  /** OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: the event loop's mean delay over a sample. */
  maxEventLoopDelayMs: number
  /** OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: the share of a sample the event loop was busy, up to 1. */
  maxEventLoopUtilization: number
  /** OVERLOAD_MAX_HEAP_USED_MB, in bytes: the JavaScript heap in use. */
  maxHeapUsedBytes: number
  /** How often the process looks at itself: a second, shorter in tests. */
  sampleIntervalMs?: number
}

const RETRY_AFTER_SECONDS = 5

// One instance for every refusal: under overload even an error's stack trace is work to spare.
const OVERLOADED = Object.assign(
  new ApiProblem(
    503,
    'generic',
    'We are very busy just now; please try again in a moment.',
  ),
  { retryAfterSeconds: RETRY_AFTER_SECONDS },
)

// Liveness must say the process runs whatever its load, or the balancer would restart a busy one;
// the operator must see an overload. Readiness (health) says not ready, and the balancer drains.
const ALWAYS_ANSWERED = new Set<string>([endpoints.live.path, METRICS_PATH])

function whole(name: string, value: string | undefined, fallback: number) {
  const number = Number(value || fallback)
  if (!Number.isInteger(number) || number < 0)
    throw new Error(
      `${name} must be a whole number (0 = not checked), got "${value}"`,
    )
  return number
}

/** Reads the OVERLOAD_* limits, with the documented defaults. */
export function readOverloadLimits(env: NodeJS.ProcessEnv): OverloadLimits {
  // Off unless set: a process answering a steady full load well sits near 1 too; a long event
  // loop delay is what says its requests wait.
  const utilization = Number(env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION || 0)
  if (!(utilization >= 0 && utilization <= 1))
    throw new Error(
      `OVERLOAD_MAX_EVENT_LOOP_UTILIZATION must be a share from 0 to 1 (0 = not checked), got "${env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION}"`,
    )
  const heapMb = env.OVERLOAD_MAX_HEAP_USED_MB
  return {
    maxEventLoopDelayMs: whole(
      'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS',
      env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      1000,
    ),
    maxEventLoopUtilization: utilization,
    // By default 90% of V8's limit: past it, garbage collection takes most of the time.
    maxHeapUsedBytes: heapMb
      ? whole('OVERLOAD_MAX_HEAP_USED_MB', heapMb, 0) * 1024 * 1024
      : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  }
}

/**
 * Refuses requests with 503, Retry-After and the JSON error body while the process is past a
 * limit; liveness and /metrics still answer. Nothing is checked when no limits are given (tests).
 */
export async function registerOverload(
  app: FastifyInstance,
  limits: OverloadLimits | undefined,
  metrics: OperatorMetrics,
): Promise<void> {
  if (!limits) return
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The last sample's share, not the average since the start.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs ?? 1000,
    // Rejected into our error handler, which answers as for any ApiProblem with Retry-After.
    pressureHandler: (request, _reply, reason) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return
      metrics.countRefusal(reason)
      return Promise.reject(OVERLOADED)
    },
  })
}
