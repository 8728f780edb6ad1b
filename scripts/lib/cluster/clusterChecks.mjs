// The cluster checks of issue 34 (a step of `npm test`): 4 server processes behind HAProxy on
// PostgreSQL, started once, then each check in turn. Prints each check's name with ✔ or ✖ and
// what it saw; exits 1 when any fails. A check is { name, env?, run({ cluster }) -> { ok, detail } }:
// its env is merged into the servers' environment.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startBenchGateway } from '../../../bench/support/cardStep.mjs'
import { crashDurability } from '../../../bench/support/crashRun.mjs'
import { postgresRows } from '../../../bench/support/databaseRows.mjs'
import { startCluster } from './cluster.mjs'
import {
  drainOnStop,
  drainThenStop,
  stopUnderBookings,
} from './drainOnStop.mjs'
import { jobOnce } from './jobOnce.mjs'
import { lastRooms } from './lastRooms.mjs'
import { rateEditSeen } from './rateEditSeen.mjs'
import { serverLoss } from './serverLoss.mjs'
import { sharedRateLimit } from './sharedRateLimit.mjs'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const PROCESSES = 4
const DEADLINE_MS = 150_000

/** Read-only SQL on the cluster's database: `rows(sql, params)` with ? placeholders, `close()`. */
export const rowsOf = (cluster) => postgresRows(cluster.databaseUrl)

/** (d) The crash-durability check with the cluster as its target: one process SIGKILLed. */
export const clusterCrash = {
  name: 'issue 34: the crash-durability check against the cluster (SIGKILL of one of 4 processes during bookings)',
  async run({ cluster }) {
    const victim = cluster.servers[0]
    const code = await crashDurability({
      label: `${PROCESSES} processes behind HAProxy on PostgreSQL; the others serve on`,
      origin: cluster.origin,
      kill: () => victim.kill('SIGKILL'),
      afterKill: async () => ({
        origin: cluster.origin,
        close: async () => {},
      }),
      openRows: async () => rowsOf(cluster),
    })
    await victim.restart()
    return { ok: code === 0, detail: 'figures above' }
  },
}

export const CHECKS = [
  lastRooms,
  sharedRateLimit,
  rateEditSeen,
  jobOnce,
  drainOnStop,
  stopUnderBookings,
  drainThenStop,
  serverLoss,
  clusterCrash,
]

// What is running, for a stop on the deadline or Ctrl-C: the parts run in their own process
// groups and would outlive us.
const running = new Set()
async function stopRunning() {
  await Promise.allSettled([...running].map((stop) => stop()))
}

/** Starts the cluster with every check's env, runs them in turn; resolves with the failures. */
export async function runClusterChecks(checks = CHECKS) {
  const gateway = await startBenchGateway(root)
  running.add(gateway.stop)
  const started = performance.now()
  const cluster = await startCluster({
    processes: PROCESSES,
    durable: false,
    env: {
      ...gateway.env,
      // The server counts today in its time zone, the stays here in UTC (daysFromToday).
      TZ: 'UTC',
      // One client address makes every booking here; the forms' limit is the one checked.
      RATE_LIMIT_BOOKING_PER_MINUTE: '0',
      // 4 processes, PostgreSQL, HAProxy and the load share 2 cores in CI: a process's event loop
      // counts as late and busy while it waits for a core (and while a restarted one warms up),
      // so the overload refusals (503) would answer for the machine, not for what is checked
      // here. The server's overload tests check those refusals.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      ...Object.assign({}, ...checks.map((check) => check.env ?? {})),
    },
  }).catch(async (error) => {
    await stopRunning()
    throw error
  })
  running.add(cluster.stop)
  console.log(
    `${PROCESSES} processes behind HAProxy (${cluster.origin}) on PostgreSQL, up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const failures = []
  try {
    for (const check of checks) {
      const begin = performance.now()
      const { ok, detail } = await check
        .run({ cluster })
        // fetch's "fetch failed" says why only in its cause (a reset, a refused connection).
        .catch((error) => ({
          ok: false,
          detail: `${error.stack ?? String(error)}${error.cause ? `\n    cause: ${error.cause.stack ?? error.cause}` : ''}`,
        }))
      const seconds = ((performance.now() - begin) / 1000).toFixed(1)
      console.log(
        `${ok ? '✔' : '✖'} ${check.name} (${seconds} s)\n    ${detail}`,
      )
      if (!ok) failures.push(check.name)
    }
  } finally {
    await stopRunning()
  }
  return failures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const giveUp = (why, code) => async () => {
    console.error(why)
    await stopRunning()
    process.exit(code)
  }
  setTimeout(
    giveUp(`✖ cluster checks: no result after ${DEADLINE_MS / 1000} s`, 1),
    DEADLINE_MS,
  ).unref()
  process.once('SIGINT', giveUp('✖ cluster checks interrupted', 130))
  const failures = await runClusterChecks().catch((error) => {
    console.error('✖ cluster checks could not run:', error)
    return ['start']
  })
  console.log(
    failures.length
      ? `✖ ${failures.length} cluster checks failed`
      : '✔ all cluster checks passed',
  )
  process.exit(failures.length ? 1 : 0)
}
