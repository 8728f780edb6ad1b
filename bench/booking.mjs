// New-booking throughput and latency against the real server: every request is a different valid
// booking (its own stay, unit, rate and guest) whose expectedTotal comes from a fresh quote, at 10
// and then 50 connections. SQLite always; PostgreSQL as well when DATABASE_URL is set. Rates that
// need no card only: a card rate's booking first needs its own card step at the gateway
// (decision 040), which the crash-durability check (crashDurability.mjs) runs under load.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { HEADER, load, row, startServer } from './lib.mjs'
import { bookingRequests, prepareOffers } from './support/plainBookings.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = [10, 50]
// 3-night stays side by side (support/plainBookings.mjs), from this day on.
const FIRST_DAY = 10
// Bodies are prepared for this many bookings a second, above what the server has managed (330 at
// best); a faster machine that uses them all up gets sold-out answers (409), still a valid run.
// Both loads' bodies must fit in the seed's free 3-night stays (about 8,600 over 700 days).
const PLANNED_PER_SECOND = 400

// load() keeps only non-2xx totals; autocannon's request iterator sees every status and body, so
// count there. A guard below fails the run if this hook stops seeing responses (autocannon upgrade).
const require = createRequire(import.meta.url)
const RequestIterator = require('autocannon/lib/requestIterator.js')
const statuses = new Map()
const recordBody = RequestIterator.prototype.recordBody
RequestIterator.prototype.recordBody = function (
  request,
  status,
  body,
  ...rest
) {
  // Only a sold-out 409 is a fair outcome; price_changed would be a bench or pricing bug.
  const key = status === 409 ? `409 ${errorKind(body)}` : String(status)
  statuses.set(key, (statuses.get(key) ?? 0) + 1)
  return recordBody.call(this, request, status, body, ...rest)
}
const count = (key) => statuses.get(key) ?? 0

function errorKind(body) {
  try {
    return JSON.parse(body).error.kind
  } catch {
    return 'unreadable'
  }
}

async function scenario(label, env) {
  // No rate limit: the benchmark is one client IP making thousands of bookings.
  const server = await startServer(root, {
    ...env,
    RATE_LIMIT_BOOKING_PER_MINUTE: '0',
  })
  const results = []
  try {
    let nextDay = FIRST_DAY
    for (const connections of CONNECTIONS) {
      const { offers, nextDay: after } = await prepareOffers(
        server.origin,
        nextDay,
        PLANNED_PER_SECOND * seconds,
      )
      nextDay = after
      if (offers.length === 0)
        throw new Error(
          `no free stays left to book from day ${nextDay} on: plan fewer bookings a second`,
        )
      statuses.clear()
      const figures = await load({
        origin: server.origin,
        connections,
        seconds,
        nextRequest: bookingRequests(offers),
      })
      const seen = [...statuses.values()].reduce((a, b) => a + b, 0)
      if (seen !== figures.total)
        throw new Error(
          `the status hook saw ${seen} responses, load() ${figures.total}`,
        )
      results.push({
        connections,
        figures,
        prepared: offers.length,
        created: count('201'),
        soldOut: count('409 sold_out'),
        other: seen - count('201') - count('409 sold_out'),
        statuses: Object.fromEntries(statuses),
      })
    }
  } finally {
    await server.stop()
  }
  console.log(
    `\n${label}: POST /api/v1/booking/new-booking, ${seconds} s per load, a different booking per request (3-night stays over all units and rates), rate limit off\n`,
  )
  console.log(HEADER)
  for (const { connections, figures } of results)
    console.log(row(`new-booking, ${connections} connections`, figures))
  console.log(
    '\n| connections | bodies prepared | 201 | 409 sold out | other |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: |')
  for (const result of results)
    console.log(
      `| ${result.connections} | ${result.prepared} | ${result.created} | ${result.soldOut} | ${result.other} |`,
    )
  const bad = results.filter(
    (result) => result.other > 0 || result.figures.errors > 0,
  )
  for (const result of bad)
    console.error(
      `${label}, ${result.connections} connections: statuses ${JSON.stringify(result.statuses)}, ${result.figures.errors} errors/timeouts`,
    )
  return bad.length === 0
}

// SQLite even when DATABASE_URL is set: the server picks PostgreSQL only for a non-empty URL.
let ok = await scenario('SQLite (fresh file)', { DATABASE_URL: '' })
if (process.env.DATABASE_URL) {
  const { host, pathname } = new URL(process.env.DATABASE_URL)
  ok = (await scenario(`PostgreSQL (${host}${pathname})`, {})) && ok
}
if (!ok) {
  console.error(
    '\n✖ new-booking answered something other than 201 or 409 sold_out (see above)',
  )
  process.exit(1)
}
