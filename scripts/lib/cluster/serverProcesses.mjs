// The built server's processes of a cluster: the migration run once, then one process per port,
// each logging to a file of its own; a process can be killed and started again on its port.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { picturesMadeAhead } from '../../../bench/lib.mjs'

const READY_WITHIN_MS = 30_000

/** `node dist/main.mjs migrate` once: N processes migrating one database at once would race. */
export function migrateOnce(root, env) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'packages/server/dist/main.mjs'), 'migrate'],
    { env, encoding: 'utf8' },
  )
  if (result.status !== 0)
    throw new Error(`migrate failed: ${result.stderr || result.stdout}`)
}

async function answersHealth(origin) {
  try {
    return (await fetch(`${origin}/api/v1/health`)).ok
  } catch {
    return false
  }
}

/**
 * Starts one server process on 127.0.0.1:`port` with `env`; resolves once /api/v1/health answers
 * 200. `waitForPictures` also waits for its pictures made ahead (sharp), so that later processes
 * find them in the shared media directory and no load meets the encoder.
 */
async function startServerProcess({
  root,
  port,
  env,
  logDir,
  waitForPictures = false,
}) {
  const log = path.join(logDir, `server-${port}.log`)
  const out = createWriteStream(log, { flags: 'a' })
  const child = spawn(
    process.execPath,
    [path.join(root, 'packages/server/dist/main.mjs')],
    {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches the cluster command, which stops the parts in order.
      detached: true,
    },
  )
  const picturesDone = picturesMadeAhead(child)
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + READY_WITHIN_MS
  while (!(await answersHealth(origin))) {
    if (child.exitCode !== null) {
      await new Promise((resolve) => out.end(resolve))
      const said = readFileSync(log, 'utf8').split('\n').slice(-6).join('\n')
      throw new Error(
        `the server on port ${port} exited at start (${log}):\n${said}`,
      )
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `the server on port ${port} was not ready within 30 s; see ${log}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (waitForPictures)
    await Promise.race([
      picturesDone,
      new Promise((r) => setTimeout(r, READY_WITHIN_MS)),
    ])
  return { port, origin, child, log, exited }
}

/**
 * A server of the cluster: its current process, `kill(signal)` (SIGKILL by default, resolves
 * when it is gone) and `restart()` on the same port.
 */
export async function startServer(options) {
  let current = await startServerProcess(options)
  const server = {
    port: options.port,
    origin: current.origin,
    log: current.log,
    get child() {
      return current.child
    },
    get exited() {
      return current.exited
    },
    async kill(signal = 'SIGKILL') {
      const { child } = current
      if (child.exitCode === null && child.signalCode === null)
        child.kill(signal)
      return current.exited
    },
    async restart() {
      await server.kill('SIGTERM')
      current = await startServerProcess({ ...options, waitForPictures: false })
    },
  }
  return server
}
