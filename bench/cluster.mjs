// Search, final-price quote and new booking through HAProxy to 1, 2 and 4 server processes on
// PostgreSQL (`pnpm cluster`'s layout, scripts/lib/cluster/), each count on a fresh database, and
// each figure's ratio to one process. Loads start once the balancer's health checks see every
// server ready, and after the first server has made its pictures ahead.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { startCluster } from '../scripts/lib/cluster/cluster.mjs'
import { startPostgres } from '../scripts/lib/cluster/postgres.mjs'
import { freePort, HEADER, load, row } from './lib.mjs'
import { bookingRequests, prepareOffers } from './support/plainBookings.mjs'
import { cycle, quoteBodies, searches } from './support/searchRequests.mjs'

// Shorter than the single-process benches' 10 s: three cluster sizes x three loads.
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
const PROCESSES = [1, 2, 4]
// More bodies than a second's bookings use (one process on PostgreSQL books about 370 a second):
// a load that ran out of stays would measure sold-out answers.
const PLANNED_BOOKINGS_PER_SECOND = 500

async function measure(processes, postgres) {
  const cluster = await startCluster({
    processes,
    postgres,
    database: `resort_${processes}`,
    env: {
      TZ: 'UTC',
      RATE_LIMIT_BOOKING_PER_MINUTE: '0',
      // The figures are what the processes answer, not how soon a shared core makes them refuse.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
    },
  })
  try {
    const { origin } = cluster
    // The balancer's checks saw every server ready; through it, health answers 200 as well.
    for (let i = 0; i < processes * 2; i++) {
      const health = await fetch(`${origin}/api/v1/health`)
      if (health.status !== 200)
        throw new Error(`health through the balancer: ${health.status}`)
    }
    const quotes = await quoteBodies(origin)
    const { offers } = await prepareOffers(
      origin,
      10,
      PLANNED_BOOKINGS_PER_SECOND * seconds,
    )
    const run = (connections, nextRequest) =>
      load({ origin, connections, seconds, nextRequest })
    const nextSearch = cycle(searches)
    const nextQuote = cycle(quotes)
    return {
      search: await run(50, () => ({ method: 'GET', path: nextSearch() })),
      quote: await run(50, () => ({
        method: 'POST',
        path: '/api/v1/search/final-price-quote',
        headers: { 'content-type': 'application/json' },
        body: nextQuote(),
      })),
      booking: await run(10, bookingRequests(offers)),
      prepared: offers.length,
    }
  } finally {
    await cluster.stop()
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'resort-bench-cluster-'))
// User postgres must pass through it to its own directory inside.
chmodSync(dir, 0o755)
const postgres = startPostgres({
  dir: path.join(dir, 'postgres'),
  port: await freePort(),
  durable: false,
})
const results = new Map()
try {
  for (const processes of PROCESSES)
    results.set(processes, await measure(processes, postgres))
} finally {
  postgres.stop()
  rmSync(dir, { recursive: true, force: true })
}

const ROUTES = [
  ['search', 'GET /api/v1/search/properties, 50 connections'],
  ['quote', 'POST /api/v1/search/final-price-quote, 50 connections'],
  ['booking', 'POST /api/v1/booking/new-booking, 10 connections'],
]
console.log(
  `\nCluster: HAProxy (leastconn) -> N server processes -> one PostgreSQL, all on this machine's ${availableParallelism()} cores; ${seconds} s per load, search cache as shipped, fresh database per N (PostgreSQL with fsync off: the servers are measured, not this disk)\n`,
)
console.log(HEADER)
for (const [processes, figures] of results)
  for (const [key, label] of ROUTES)
    console.log(
      row(
        `${label}, ${processes} process${processes > 1 ? 'es' : ''}`,
        figures[key],
      ),
    )
console.log(
  '\n| route | processes | requests/s vs 1 | p95 vs 1 |\n| --- | ---: | ---: | ---: |',
)
const one = results.get(1)
for (const [processes, figures] of results)
  for (const [key] of ROUTES)
    console.log(
      `| ${key} | ${processes} | ${(figures[key].requestsPerSecond / one[key].requestsPerSecond).toFixed(2)} | ${(figures[key].p95 / one[key].p95).toFixed(2)} |`,
    )
const cores = availableParallelism()
console.log(`
Why the gain is bounded on ${cores} cores: HAProxy, PostgreSQL, autocannon and every server
process share them. A Node process runs its JavaScript on one core, so a second process helps
only while the first leaves a core idle; past the core count, processes take turns and add
switching, and each process fills its own search cache and catalog snapshot (fewer hits per
process). Bookings are bounded by PostgreSQL as well: each is a transaction on shared inventory
rows. On 8 cores, with the balancer, the database and the load on machines of their own, each
process has a core: search and quote would grow nearly in step (about x1.9 for 2, x3.5-3.8 for
4 processes), new bookings less, until PostgreSQL's commits and row locks are the limit.`)
const bad = [...results.values()].flatMap((figures) =>
  ROUTES.map(([key]) => figures[key]).filter((f) => f.errors > 0),
)
if (bad.length > 0) {
  console.error('\n✖ connection errors or timeouts in a load (see the table)')
  process.exit(1)
}
