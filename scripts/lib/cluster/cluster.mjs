// A cluster on one machine as an operator runs it on several (docs/scale-out.md): PostgreSQL,
// HAProxy and N server processes sharing the database and the media directory. Used by
// `pnpm cluster`, the cluster bench (bench/cluster.mjs) and the cluster checks.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../../bench/lib.mjs'
import { root } from '../setup.mjs'
import { startHaproxy } from './haproxy.mjs'
import { startPostgres } from './postgres.mjs'
import { migrateOnce, startServer } from './serverProcesses.mjs'

/** Resolves once the balancer's health checks see every server UP (rise 2 of 1 s each). */
export async function untilAllUp(haproxy, withinMs = 15_000) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const states = Object.values(await haproxy.serverStats()).map(
      (s) => s.status,
    )
    if (states.length > 0 && states.every((state) => state === 'UP')) return
    if (Date.now() > deadline)
      throw new Error(
        `servers not all UP at the balancer: ${states.join(', ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Starts PostgreSQL (or uses `postgres`, a started one, with a database of its own), migrates
 * once, starts `processes` servers and HAProxy in front. `dataDir` is kept after stop(); without
 * it a temporary directory is used and removed. Resolves once every server is UP at the balancer.
 */
export async function startCluster({
  processes = 2,
  port,
  serverPorts,
  env = {},
  dataDir,
  postgres,
  database = 'resort',
  durable = true,
} = {}) {
  const dir = dataDir
    ? path.resolve(dataDir)
    : mkdtempSync(path.join(tmpdir(), 'resort-cluster-'))
  // User postgres must pass through it to its own directory inside.
  if (!dataDir) chmodSync(dir, 0o755)
  const logDir = path.join(dir, 'logs')
  mkdirSync(logDir, { recursive: true })
  const parts = []
  const stop = async () => {
    for (const part of parts.reverse()) await part().catch(() => undefined)
    parts.length = 0
    if (!dataDir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    let pg = postgres
    if (!pg) {
      pg = startPostgres({
        dir: path.join(dir, 'postgres'),
        port: await freePort(),
        durable,
      })
      parts.push(async () => pg.stop())
    }
    const databaseUrl = pg.createDatabase(database)
    const balancerPort = port ?? (await freePort())
    const ports =
      serverPorts ??
      (await Promise.all(Array.from({ length: processes }, () => freePort())))
    const serverEnv = {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      // Shared by all: media/ (photos and their crops); the SQLite file is not used on PostgreSQL.
      DATA_DIR: dir,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_BASE_URL:
        env.PUBLIC_BASE_URL ?? `http://localhost:${balancerPort}`,
    }
    migrateOnce(root, serverEnv)
    const servers = []
    parts.push(() =>
      Promise.all(servers.map((server) => server.kill('SIGTERM'))),
    )
    const start = (serverPort, waitForPictures) =>
      startServer({
        root,
        port: serverPort,
        env: serverEnv,
        logDir,
        waitForPictures,
      })
    // The first makes the pictures ahead into the shared media directory; the rest find them.
    servers.push(await start(ports[0], true))
    servers.push(
      ...(await Promise.all(ports.slice(1).map((p) => start(p, false)))),
    )
    const haproxy = await startHaproxy({
      dir,
      port: balancerPort,
      serverPorts: ports,
    })
    parts.push(() => haproxy.stop())
    await untilAllUp(haproxy)
    return {
      origin: haproxy.origin,
      servers,
      databaseUrl,
      postgres: pg,
      haproxy,
      dir,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
