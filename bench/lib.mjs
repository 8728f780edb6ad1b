// Shared by the benchmarks: start the built server on loopback with a fresh seeded database, and
// run one bounded autocannon load against it, measuring every response's latency.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

/** A port free on loopback now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/**
 * Resolves true once a server process (its stdout piped) logs that it made its pictures ahead,
 * or failed to (main.ts), false if it exits first.
 */
export function picturesMadeAhead(child) {
  return new Promise((resolve) => {
    let seen = ''
    child.stdout.on('data', (chunk) => {
      seen = (seen + chunk).slice(-4096)
      if (/pictures (not )?made ahead/.test(seen)) resolve(true)
    })
    child.once('exit', () => resolve(false))
  })
}

/** Starts packages/server/dist/main.mjs on 127.0.0.1, in UTC, against a fresh SQLite file (or DATABASE_URL). */
export async function startServer(root, env = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-bench-'))
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROFILE=<dir>: the server writes a CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
      path.join(root, 'packages/server/dist/main.mjs'),
    ],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The server counts today in its time zone, the stays here in UTC (daysFromToday).
        TZ: 'UTC',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // The server makes its pictures ahead after it starts listening (sharp, on the same cores):
  // loading it meanwhile would measure that work too (issue 34), so wait for its log line.
  const warmed = picturesMadeAhead(child)
  const origin = `http://127.0.0.1:${port}`
  let up = false
  for (let attempt = 0; attempt < 200 && !up; attempt++) {
    try {
      up = (await fetch(`${origin}/api/v1/health`)).ok
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const ready =
    up &&
    (await Promise.race([
      warmed,
      new Promise((resolve) => setTimeout(() => resolve(false), 120_000)),
    ]))
  // Measuring connection errors, or the start-up's work, would print figures that mean nothing.
  if (!ready) {
    child.kill('SIGKILL')
    throw new Error(
      `The server at ${origin} did not answer, or did not finish making its pictures ahead, in time`,
    )
  }
  return {
    origin,
    child,
    /** The server's data directory: its SQLite file, resort.sqlite, holds the mail outbox. */
    dataDir,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}

/**
 * One load: `connections` at once for `seconds`, requests from `nextRequest()`. Returns
 * requests/s, latency percentiles from every response, and non-2xx counts.
 */
export async function load({
  origin,
  connections = 50,
  seconds = 10,
  nextRequest,
}) {
  const latencies = []
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      { setupRequest: (request) => ({ ...request, ...nextRequest() }) },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTime) =>
    latencies.push(responseTime),
  )
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** A table row of figures, fixed width, for the terminal and docs/benchmarks.md. */
export function row(name, figures) {
  const ms = (value) => `${value.toFixed(1)} ms`
  return `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${figures.non2xx} | ${figures.errors} |`
}

export const HEADER =
  '| route | requests/s | p50 | p95 | p99 | non-2xx | errors |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |'
