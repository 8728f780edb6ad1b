// `pnpm cluster [--processes N] [--port P]`: PostgreSQL, HAProxy on P (default 3000) and N server
// processes (default 2) on P+101.. on this machine, as docs/scale-out.md lays them out on several.
// Ctrl-C stops everything: the balancer first, then the servers, then the database.
import { parseArgs } from 'node:util'
import { startCluster } from './lib/cluster/cluster.mjs'
import { startMailCatcher, wantsMailCatcher } from './lib/mailCatcher.mjs'
import {
  ensureBuilt,
  ensureInstalled,
  ensurePnpm,
  env,
  root,
} from './lib/setup.mjs'
import { startTestGateway, wantsTestGateway } from './lib/testGateway.mjs'

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '3000' },
  },
})
const processes = Number(values.processes)
const port = Number(values.port)
if (!Number.isInteger(processes) || processes < 1 || processes > 64)
  throw new Error(
    `--processes must be a whole number from 1 to 64, got ${values.processes}`,
  )
if (!Number.isInteger(port) || port < 1 || port + 100 + processes > 65535)
  throw new Error(
    `--port must leave room for the servers' ports above it, got ${values.port}`,
  )

const pnpm = ensurePnpm()
ensureInstalled(pnpm)
ensureBuilt(pnpm)

// As `npm start` does outside production: a mail catcher and the test card gateway beside it.
const extras = []
const extraEnv = { PORT: String(port) }
if (wantsMailCatcher(env)) {
  const catcher = await startMailCatcher(env).catch((error) => {
    console.warn(
      `Mail catcher not started (${error.message}); mail stays in mail_outbox.`,
    )
  })
  if (catcher) {
    extras.push(catcher)
    Object.assign(extraEnv, catcher.smtpEnv)
    console.log(`Mail catcher inbox: ${catcher.inboxUrl}`)
  }
}
if (wantsTestGateway(env)) {
  const gateway = await startTestGateway(root, {
    ...env,
    PORT: String(port),
  }).catch((error) => {
    console.warn(
      `Test gateway not started (${error.message}); set TEST_GATEWAY_URL.`,
    )
  })
  if (gateway) {
    extras.push(gateway)
    extraEnv.TEST_GATEWAY_URL = gateway.url
    console.log(`Test gateway (test cards only): ${gateway.url}`)
  }
}

let stopping = false
const started = Date.now()
const cluster = await startCluster({
  processes,
  port,
  serverPorts: Array.from({ length: processes }, (_, i) => port + 101 + i),
  env: { ...env, ...extraEnv },
  // DATA_DIR keeps the database and media between runs; without it all is thrown away at the end.
  dataDir: env.DATA_DIR,
})
console.log(`
Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s (docs/scale-out.md):
  site, through HAProxy   ${cluster.origin}  (also http://localhost:${port})
  HAProxy config and log  ${cluster.haproxy.config}, ${cluster.haproxy.log}
  HAProxy admin socket    ${cluster.haproxy.socket}
                          (echo "set server servers/server-${cluster.servers[0].port} state drain" | socat stdio ${cluster.haproxy.socket})
  PostgreSQL              ${cluster.databaseUrl}  (log ${cluster.postgres.log})
  data (media, logs)      ${cluster.dir}${env.DATA_DIR ? '' : '  (removed at the end)'}`)
for (const server of cluster.servers) {
  console.log(
    `  server process          ${server.origin}  pid ${server.child.pid}, log ${server.log}`,
  )
  void server.exited.then(({ code, signal }) => {
    if (!stopping)
      console.warn(`server on port ${server.port} exited (${signal ?? code})`)
  })
}
console.log('Ctrl-C stops everything.')

async function stopAll() {
  if (stopping) return
  stopping = true
  console.log('\nStopping the balancer, the servers and PostgreSQL...')
  await cluster.stop()
  await Promise.allSettled(extras.map((extra) => extra.stop()))
  process.exit(0)
}
process.on('SIGINT', () => void stopAll())
process.on('SIGTERM', () => void stopAll())
