// Cluster checks of stopping a server on purpose (a deploy) under load: with SIGTERM alone,
// reads meet no error (the balancer sends those that met it closing elsewhere); drained on the
// admin socket first, then stopped, no booking fails either.
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
 * The deploy's way (docs/scale-out.md): drained on HAProxy's admin socket first, then SIGTERM,
 * under a booking load: no booking answered with an error.
 */
export const drainThenStop = {
  name: 'issue 34: a server drained on the admin socket, then stopped, under booking load: no booking fails',
  async run({ cluster }) {
    // Stays from day 200 on: apart from the other checks' nights.
    const { offers } = await prepareOffers(cluster.origin, 200, 400)
    const leaving = cluster.servers[2]
    const started = performance.now()
    const outcomes = []
    let next = 0
    let drained
    setTimeout(() => {
      drained = cluster.haproxy
        .drain(leaving.port)
        .then(async (done) => (await leaving.kill('SIGTERM'), done))
    }, STOP_AT_MS)
    const worker = async () => {
      while (performance.now() - started < LOAD_MS && next < offers.length) {
        const n = next++
        const outcome = await book(cluster.origin, offers[n], 30_000 + n).catch(
          (error) => ({ status: String(error.cause ?? error) }),
        )
        outcomes.push(`${outcome.status} ${outcome.kind ?? ''}`.trim())
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS / 2 }, worker))
    const done = await drained
    const failed = outcomes.filter((o) => o !== '201' && o !== '409 sold_out')
    await leaving.restart()
    await cluster.haproxy.setServerState(leaving.port, 'ready')
    await untilAllUp(cluster.haproxy)
    return {
      ok: done === true && failed.length === 0 && outcomes.length > 0,
      detail: `${outcomes.length} bookings, ${failed.length} failed [${[...new Set(failed)]}]; drained before the stop: ${done}`,
    }
  },
}
