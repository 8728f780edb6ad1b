// The server's own overhead (issue 34): a trivial route (GET /api/v1/version) against a bare
// Node http server answering the same JSON, each in a process of its own, loaded alike in one
// run. The target: the route at half the bare server's requests/s or more.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { HEADER, freePort, load, row, startServer } from './lib.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

async function startBare() {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((_, res) => { res.setHeader('content-type', 'application/json; charset=utf-8'); res.end('{"api":"1","seed":"bench"}') }).listen(${port}, '127.0.0.1', () => console.log('up'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => child.kill('SIGTERM'),
  }
}

const version = () => ({ method: 'GET', path: '/api/v1/version' })
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef'

/** The requests /metrics counted on the route so far (its histogram's _count, 2xx). */
async function countedByMetrics(origin) {
  const text = await (
    await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).text()
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith('http_request_duration_seconds_count{') &&
        candidate.includes('route="/api/v1/version"') &&
        candidate.includes('status_class="2xx"'),
    )
  return Number(line?.split(' ').at(-1) ?? 0)
}

const bare = await startBare()
const server = await startServer(root, { METRICS_TOKEN })
try {
  // A short load each first, so both are measured warm.
  for (const target of [bare, server])
    await load({
      origin: target.origin,
      connections,
      seconds: 2,
      nextRequest: version,
    })
  const bareFigures = await load({
    origin: bare.origin,
    connections,
    seconds,
    nextRequest: version,
  })
  const countedBefore = await countedByMetrics(server.origin)
  const routeFigures = await load({
    origin: server.origin,
    connections,
    seconds,
    nextRequest: version,
  })
  const counted = (await countedByMetrics(server.origin)) - countedBefore
  console.log(
    `\nThe server's own overhead: ${connections} connections, ${seconds} s each\n`,
  )
  console.log(HEADER)
  console.log(row('bare Node http', bareFigures))
  console.log(row('GET /api/v1/version', routeFigures))
  const ratio = routeFigures.requestsPerSecond / bareFigures.requestsPerSecond
  console.log(
    `\nThe trivial route answers ${(ratio * 100).toFixed(0)}% of the bare server's requests/s (target: 50% or more).`,
  )
  console.log(
    `/metrics counted ${counted} answers of the route during the load; the load saw ${routeFigures.total}.`,
  )
} finally {
  bare.stop()
  await server.stop()
}
