// Cluster checks of stopping a server on purpose (a deploy) under load: with SIGTERM alone,
// neither reads nor bookings meet an error (the server says not ready before it closes); drained
// on the admin socket first, then stopped, no booking fails either.
import { prepareOffers } from '../../../bench/support/plainBookings.mjs'
import { searches } from '../../../bench/support/searchRequests.mjs'
import { untilAllUp } from './cluster.mjs'
import { serverName } from './haproxy.mjs'
import { book } from './lastRooms.mjs'

const CONNECTIONS = 20
const STOP_AT_MS = 1000
const LOAD_MS = 4500

export const drainOnStop = {
  name: 'issue 34: a server stopped with SIGTERM under load is drained: no client sees an error, and the balancer takes it out',
  async run({ cluster }) {
    const leaving = cluster.servers[1]
    const started = performance.now()
    const outcomes = []
    let next = 0
    setTimeout(() => void leaving.kill('SIGTERM'), STOP_AT_MS)
    const worker = async () => {
      while (performance.now() - started < LOAD_MS) {
        const path = searches[next++ % searches.length]
        try {
          const response = await fetch(`${cluster.origin}${path}`)
          await response.arrayBuffer()
          outcomes.push(response.status)
        } catch (error) {
          outcomes.push(String(error.cause ?? error))
        }
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
    const { signal, code } = await leaving.exited
    const status = (await cluster.haproxy.serverStats())[
      serverName(leaving.port)
    ]?.status
    const failed = outcomes.filter((outcome) => outcome !== 200)
    await leaving.restart()
    await untilAllUp(cluster.haproxy)
    return {
      ok: failed.length === 0 && status?.startsWith('DOWN') && code === 0,
      detail: `${outcomes.length} searches, ${failed.length} not 200 [${[...new Set(failed)]}]; the server exited with ${signal ?? code}; the balancer had it ${status}`,
    }
  },
}

/**
 * Bookings from `fromDay` on, CONNECTIONS / 2 at a time for LOAD_MS, with `stop()` called after
 * STOP_AT_MS; resolves with each booking's outcome and what `stop()` resolved with.
 */
async function bookingsWhileStopping(cluster, fromDay, stop) {
  const { offers } = await prepareOffers(cluster.origin, fromDay, 400)
  const started = performance.now()
  const outcomes = []
  let next = 0
  let stopped
  setTimeout(() => {
    stopped = stop()
  }, STOP_AT_MS)
  const worker = async () => {
    while (performance.now() - started < LOAD_MS && next < offers.length) {
      const n = next++
      const outcome = await book(
        cluster.origin,
        offers[n],
        fromDay * 1000 + n,
      ).catch((error) => ({ status: String(error.cause ?? error) }))
      outcomes.push(`${outcome.status} ${outcome.kind ?? ''}`.trim())
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS / 2 }, worker))
  const failed = outcomes.filter((o) => o !== '201' && o !== '409 sold_out')
  return { outcomes, failed, stopped: await stopped }
}

/**
 * A server told to stop with SIGTERM alone under a booking load: it says not ready for
 * SHUTDOWN_DRAIN_MS (3 s behind the balancer) while it still answers, so no POST meets it closing.
 */
export const stopUnderBookings = {
  name: 'issue 34: a server stopped with SIGTERM alone under booking load says not ready first: no booking fails',
  async run({ cluster }) {
    const leaving = cluster.servers[3]
    // Stays from day 120 on: apart from the other checks' nights.
    const { outcomes, failed } = await bookingsWhileStopping(cluster, 120, () =>
      leaving.kill('SIGTERM'),
    )
    const { signal, code } = await leaving.exited
    await leaving.restart()
    await untilAllUp(cluster.haproxy)
    return {
      ok: failed.length === 0 && outcomes.length > 0 && code === 0,
      detail: `${outcomes.length} bookings, ${failed.length} failed [${[...new Set(failed)]}]; the server exited with ${signal ?? code}`,
    }
  },
}

/**
 * The deploy's way by hand (docs/scale-out.md): drained on HAProxy's admin socket first, then
 * SIGTERM, under a booking load: no booking answered with an error.
 */
export const drainThenStop = {
  name: 'issue 34: a server drained on the admin socket, then stopped, under booking load: no booking fails',
  async run({ cluster }) {
    const leaving = cluster.servers[2]
    // Stays from day 200 on: apart from the other checks' nights.
    const { outcomes, failed, stopped } = await bookingsWhileStopping(
      cluster,
      200,
      () =>
        cluster.haproxy
          .drain(leaving.port)
          .then(async (done) => (await leaving.kill('SIGTERM'), done)),
    )
    await leaving.restart()
    await cluster.haproxy.setServerState(leaving.port, 'ready')
    await untilAllUp(cluster.haproxy)
    return {
      ok: stopped === true && failed.length === 0 && outcomes.length > 0,
      detail: `${outcomes.length} bookings, ${failed.length} failed [${[...new Set(failed)]}]; drained before the stop: ${stopped}`,
    }
  },
}
