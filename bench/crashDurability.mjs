// Kills the server with SIGKILL in the middle of a booking load, restarts it on the same SQLite
// file, and checks in the database that no booking a guest was told about (201) is lost and that
// inventory still equals the seed plus the nights of the confirmed bookings. Exit 1 on any gap.
// The check itself is support/crashRun.mjs; the cluster checks run it against 4 processes behind
// HAProxy on PostgreSQL (scripts/lib/cluster/clusterChecks.mjs).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './lib.mjs'
import { startBenchGateway } from './support/cardStep.mjs'
import { crashDurability } from './support/crashRun.mjs'
import { sqliteRows } from './support/databaseRows.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const DEADLINE_MS = 55_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-crash-'))
const children = new Set()

function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}

// Whatever hangs, the run ends in under a minute and leaves nothing behind.
setTimeout(() => {
  console.error(`✖ crash durability: no result after ${DEADLINE_MS} ms`)
  cleanUp()
  process.exit(1)
}, DEADLINE_MS).unref()
process.once('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

/** The built server on our data dir, which (unlike bench/lib's) is kept when the server stops. */
async function start(gatewayEnv) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(root, 'packages/server/dist/main.mjs')],
    {
      env: {
        ...process.env,
        // SQLite even when DATABASE_URL is set: the check reads the SQLite file.
        DATABASE_URL: '',
        RATE_LIMIT_BOOKING_PER_MINUTE: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The server counts today in its time zone, the stays here in UTC (daysFromToday).
        TZ: 'UTC',
        ...gatewayEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  children.add(child)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    }),
  )
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting (${child.exitCode})`)
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok)
        return { origin, child, exited }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not answer /api/v1/health within 20 s')
}

async function stop(server) {
  server.child.kill('SIGTERM')
  await server.exited
}

let exitCode = 1
let gateway
try {
  gateway = await startBenchGateway(root)
  const first = await start(gateway.env)
  exitCode = await crashDurability({
    label: 'SQLite, restart on the same file',
    origin: first.origin,
    kill: () => (first.child.kill('SIGKILL'), first.exited),
    afterKill: async () => {
      const second = await start(gateway.env)
      return { origin: second.origin, close: () => stop(second) }
    },
    openRows: async () => sqliteRows(path.join(dataDir, 'resort.sqlite')),
  })
} catch (error) {
  console.error('✖ crash durability could not run:', error)
} finally {
  await gateway?.stop()
  cleanUp()
}
process.exit(exitCode)
