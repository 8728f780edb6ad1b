// The crash-durability check itself, against a target: one server on SQLite
// (bench/crashDurability.mjs) or a cluster behind HAProxy on PostgreSQL (the cluster checks). It
// books at 30 at a time, has the target SIGKILL a server process mid-load, then checks through
// the API and in the database that no booking a guest was told about (201) is lost and that
// inventory still equals what it was plus the nights of the confirmed bookings.
import { daysFromToday } from '@resort/test-fixtures'
import {
  bookingBody,
  interleave,
  quotedOffer,
  stayOffers,
  unitOfferGroups,
} from './bookingOffers.mjs'
import { withCardStep } from './cardStep.mjs'
import { checkDatabase, readBookingIds, readInventory } from './crashChecks.mjs'

const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS ?? 1000)
const CONCURRENCY = 30
const NIGHTS = 3
const STAYS = 6

/** Single-unit bookings on every free unit, and two-unit bookings that compete with them. */
async function prepareBodies(origin) {
  const groups = []
  for (let i = 0; i < STAYS; i++) {
    const start = 10 + i * NIGHTS
    for (const property of await stayOffers(
      origin,
      daysFromToday(start),
      daysFromToday(start + NIGHTS),
    )) {
      groups.push(...(await unitOfferGroups(origin, property)))
      // Two unit types in one transaction: a crash between them must leave neither taken.
      const [first, second] = property.units
      const rate = second
        ? first.rates.find((candidate) =>
            second.rates.some((other) => other.rateId === candidate.rateId),
          )
        : undefined
      if (rate) {
        const offer = await quotedOffer(origin, property, rate, [
          first.unitId,
          second.unitId,
        ])
        groups.push(Array(Math.min(first.availableCount, 4)).fill(offer))
      }
    }
  }
  return interleave(groups)
}

/** Books until the server is killed: 30 at a time, every outcome recorded. */
async function bookUntilKilled(target, bodies) {
  const outcomes = []
  let next = 0
  let inFlight = 0
  let killed = false
  let inFlightAtKill = 0
  const kill = new Promise((resolve) =>
    setTimeout(() => {
      killed = true
      inFlightAtKill = inFlight
      resolve(target.kill())
    }, KILL_AFTER_MS),
  )
  const worker = async () => {
    while (!killed && next < bodies.length) {
      const n = next++
      let body = bookingBody(bodies[n], n)
      const headers = { 'content-type': 'application/json' }
      // Half the guests retry-proof their booking, as partner systems do.
      if (n % 2 === 0) headers['idempotency-key'] = `crash-test-${n}`
      inFlight++
      try {
        // A card rate's card step first, as the widget makes it (decision 040).
        const ready = await withCardStep(
          target.origin,
          body,
          AbortSignal.timeout(15_000),
        )
        if (ready.refused) {
          outcomes.push({ n, body, ...ready.refused })
          continue
        }
        body = ready.body
        const response = await fetch(
          `${target.origin}/api/v1/booking/new-booking`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          },
        )
        const answer = await response.json()
        outcomes.push({ n, body, status: response.status, answer })
      } catch (error) {
        outcomes.push({
          n,
          body,
          status: 'failed',
          error: error.cause ?? error,
        })
      } finally {
        inFlight--
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const finishedBeforeKill = !killed
  const { signal } = await kill
  return { outcomes, inFlightAtKill, finishedBeforeKill, signal }
}

/** Guests' view after the restart: every 201 booking opens by its link, confirmed. */
async function viewAll(origin, created) {
  const problems = []
  let next = 0
  const worker = async () => {
    while (next < created.length) {
      const { answer } = created[next++]
      const token = new URL(answer.bookingURI, origin).searchParams.get('token')
      const response = await fetch(
        `${origin}/api/v1/booking/view-booking?token=${encodeURIComponent(token)}&lang=en`,
      )
      const view = await response.json()
      if (response.status !== 200 || view.status !== 'confirmed')
        problems.push(
          `booking ${answer.bookingId}: view-booking answered ${response.status} ${view.status ?? JSON.stringify(view.error)}`,
        )
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  return problems
}

/**
 * Runs the check against `target`: `origin` takes the bookings; `kill()` SIGKILLs the server
 * process (resolving with its exit); `afterKill()` resolves with the origin guests reach then (a
 * restarted server, or the balancer) and its `close()`; `openRows()` reads the database
 * (support/databaseRows.mjs). Prints the report; resolves 0 when nothing is lost, else 1.
 */
export async function crashDurability(target) {
  const started = performance.now()
  const bodies = await prepareBodies(target.origin)
  // Before any booking: what was sold, to tell this run's bookings' nights from the rest.
  let db = await target.openRows()
  const snapshot = await readInventory(db)
  const seeded = await readBookingIds(db)
  await db.close()
  const load = await bookUntilKilled(target, bodies)
  const created = load.outcomes.filter((o) => o.status === 201)
  const soldOut = load.outcomes.filter(
    (o) => o.status === 409 && o.answer?.error?.kind === 'sold_out',
  )
  const failed = load.outcomes.filter((o) => o.status === 'failed')
  const unexpected =
    load.outcomes.length - created.length - soldOut.length - failed.length

  const after = await target.afterKill()
  const viewProblems = await viewAll(after.origin, created)
  await after.close()
  db = await target.openRows()
  const { problems, figures } = await checkDatabase(
    db,
    snapshot,
    seeded,
    created,
  ).finally(() => db.close())
  problems.push(...viewProblems)
  for (const o of load.outcomes)
    if (o.status !== 201 && o.status !== 'failed' && !soldOut.includes(o))
      problems.push(
        `request ${o.n} answered ${o.status} ${JSON.stringify(o.answer?.error ?? o.answer)}`,
      )
  if (load.finishedBeforeKill)
    problems.push(
      `the load (${bodies.length} bookings) ended before the kill at ${KILL_AFTER_MS} ms: nothing was in flight`,
    )

  console.log(
    `\nCrash durability (${target.label}, SIGKILL after ${KILL_AFTER_MS} ms of ${CONCURRENCY} concurrent new-booking calls)\n`,
  )
  console.log('| figure | value |\n| --- | ---: |')
  for (const [label, value] of [
    [
      'bodies prepared (single- and two-unit, 3 payment types; card rates through the card step)',
      bodies.length,
    ],
    ['requests sent before the kill', load.outcomes.length],
    ['201 confirmed before the kill', created.length],
    ['409 sold out before the kill', soldOut.length],
    ['other answers', unexpected],
    ['in flight at the kill', load.inFlightAtKill],
    ['failed (connection lost at the kill)', failed.length],
    ['bookings committed whose 201 the kill swallowed', figures.swallowed],
    ['bookings in the database after the kill', figures.bookings],
    ['booking_nights rows checked', figures.nightRows],
    ['inventory rows checked against the snapshot', figures.compared],
    [
      '201 bookings opened by their link after the kill',
      created.length - viewProblems.length,
    ],
    [
      'idempotency keys left in_progress (with a committed booking)',
      `${figures.stuckKeys} (${figures.stuckKeysWithBooking})`,
    ],
  ])
    console.log(`| ${label} | ${value} |`)
  console.log(
    `\nserver exit: ${load.signal}; took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  if (figures.stuckKeys > 0)
    console.log(
      `note: ${figures.stuckKeys} Idempotency-Key rows stayed in_progress; a retry with one of those keys waits 20 s and gets 409 conflict, as no process will ever finish it`,
    )
  if (problems.length > 0) {
    console.error(`\n✖ crash durability: ${problems.length} inconsistencies`)
    for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`)
    return 1
  }
  console.log(
    '\n✔ no confirmed booking lost; inventory = what was sold before + confirmed bookings; nothing oversold or orphaned',
  )
  return 0
}
