// The server's own overhead (issue 34): a trivial route (GET /api/v1/version) against a bare
// Node http server answering the same JSON, each in a process of its own, loaded alike in one
// run. The target: the route at half the bare server's requests/s or more.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { HEADER, freePort, load, row, startServer } from './lib.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

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
  // Turns taken in rounds, each round's ratio from its own two loads: this machine's speed drifts
  // by half within minutes (other tenants), so one load each would compare two machines.
  const rounds = []
  let counted = 0
  for (let round = 0; round < ROUNDS; round++) {
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
    counted += (await countedByMetrics(server.origin)) - countedBefore
    rounds.push({ bareFigures, routeFigures })
  }
  console.log(
    `\nThe server's own overhead: ${connections} connections, ${seconds} s each, ${ROUNDS} rounds taking turns\n`,
  )
  console.log(HEADER)
  rounds.forEach(({ bareFigures, routeFigures }, index) => {
    console.log(row(`bare Node http, round ${index + 1}`, bareFigures))
    console.log(row(`GET /api/v1/version, round ${index + 1}`, routeFigures))
  })
  const ratios = rounds
    .map(
      ({ bareFigures, routeFigures }) =>
        routeFigures.requestsPerSecond / bareFigures.requestsPerSecond,
    )
    .sort((a, b) => a - b)
  const percent = (ratio) => `${(ratio * 100).toFixed(0)}%`
  console.log(
    `\nThe trivial route answers ${percent(ratios[Math.floor(ratios.length / 2)])} of the bare server's requests/s, the median of ${ratios.map(percent).join(', ')} (target: 50% or more).`,
  )
  const seen = rounds.reduce(
    (sum, { routeFigures }) => sum + routeFigures.total,
    0,
  )
  console.log(
    `/metrics counted ${counted} answers of the route during the loads; the loads saw ${seen}.`,
  )
} finally {
  bare.stop()
  await server.stop()
}
