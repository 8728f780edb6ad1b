// Cluster check (c): one server process SIGKILLed under a booking load. No booking a guest was
// told about (201) is lost, and within the health checks' interval (inter 1 s, fall 2) the
// balancer sends nothing more to it: from then on no client sees a 5xx or a lost connection.
import { postgresRows } from '../../../bench/support/databaseRows.mjs'
import { prepareOffers } from '../../../bench/support/plainBookings.mjs'
import { untilAllUp } from './cluster.mjs'
import { serverName } from './haproxy.mjs'
import { book } from './lastRooms.mjs'

const CONNECTIONS = 20
const KILL_AT_MS = 1500
const LOAD_MS = 5000
/** Two failed checks 1 s apart, plus the one under way: the longest a dead server is tried. */
const STOPS_SENDING_WITHIN_MS = 3000

/** When the balancer first reports the server DOWN, in ms after `since`. */
async function downAfter(haproxy, port, since) {
  for (;;) {
    const stats = await haproxy.serverStats()
    if (stats[serverName(port)]?.status.startsWith('DOWN'))
      return performance.now() - since
    if (performance.now() - since > 10_000) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const serverLoss = {
  name: `issue 34: a server SIGKILLed under booking load loses no confirmed booking, and the balancer stops sending to it within ${STOPS_SENDING_WITHIN_MS / 1000} s`,
  async run({ cluster }) {
    // Stays from day 100 on: apart from the other checks' nights.
    const { offers } = await prepareOffers(cluster.origin, 100, 500)
    const victim = cluster.servers[cluster.servers.length - 1]
    const outcomes = []
    const started = performance.now()
    let next = 0
    let killedAt = Infinity
    let down
    setTimeout(() => {
      killedAt = performance.now()
      void victim.kill('SIGKILL')
      down = downAfter(cluster.haproxy, victim.port, killedAt)
    }, KILL_AT_MS)
    const worker = async () => {
      while (performance.now() - started < LOAD_MS && next < offers.length) {
        const n = next++
        const sent = performance.now()
        const outcome = await book(cluster.origin, offers[n], 10_000 + n).catch(
          (error) => ({ status: 'failed', kind: String(error.cause ?? error) }),
        )
        outcomes.push({ ...outcome, sent })
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
    const downMs = await down
    const created = outcomes.filter((o) => o.status === 201)
    const failed = (o) => o.status !== 201 && o.kind !== 'sold_out'
    const late = outcomes.filter(
      (o) => failed(o) && o.sent > killedAt + STOPS_SENDING_WITHIN_MS,
    )
    const early = outcomes.filter(
      (o) => failed(o) && o.sent <= killedAt + STOPS_SENDING_WITHIN_MS,
    )
    const db = postgresRows(cluster.databaseUrl)
    const found = await db
      .rows(
        `SELECT id FROM bookings WHERE status = 'confirmed' AND id IN (${created.map(() => '?').join(',') || "''"})`,
        created.map((o) => o.answer.bookingId),
      )
      .finally(() => db.close())
    // Back to 4 for the next check, and the balancer takes it again (rise 2).
    await victim.restart()
    await untilAllUp(cluster.haproxy)
    const sentAfter = outcomes.filter((o) => o.sent > killedAt).length
    // Failures by what they were and when they were sent, in half seconds after the kill.
    const tally = (list) =>
      JSON.stringify(
        list.reduce((counts, o) => {
          const key = `${o.status} ${o.kind ?? ''} at ${Math.round((o.sent - killedAt) / 500) / 2} s`
          return { ...counts, [key]: (counts[key] ?? 0) + 1 }
        }, {}),
      )
    return {
      ok:
        killedAt < Infinity &&
        found.length === created.length &&
        late.length === 0 &&
        downMs <= STOPS_SENDING_WITHIN_MS &&
        sentAfter > 0,
      detail:
        `${outcomes.length} bookings sent (${sentAfter} after the kill), ${created.length} answered 201, ` +
        `${found.length} of them confirmed in the database; marked DOWN ${Math.round(downMs)} ms after the kill; ` +
        `failures: ${early.length} up to ${STOPS_SENDING_WITHIN_MS} ms after the kill ${tally(early)}, ${late.length} later ${tally(late)}`,
    }
  },
}
