// Search and price-quote throughput and latency against the real server on seeded data, beside a
// trivial JSON route in the same run, so that the ratio shows how close search is to Fastify's
// limit. Run twice: with the search cache as shipped (SEARCH_CACHE_MS 2000) and with it off.
import { fileURLToPath } from 'node:url'
import { HEADER, load, row, startServer } from './lib.mjs'
import { cycle, quoteBodies, searches } from './support/searchRequests.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

async function scenario(label, env) {
  const server = await startServer(root, env)
  try {
    const quotes = await quoteBodies(server.origin)
    const run = (nextRequest) =>
      load({ origin: server.origin, connections, seconds, nextRequest })
    const trivial = await run(() => ({
      method: 'GET',
      path: '/api/v1/version',
    }))
    const nextSearch = cycle(searches)
    const search = await run(() => ({ method: 'GET', path: nextSearch() }))
    const nextQuote = cycle(quotes)
    const quote = await run(() => ({
      method: 'POST',
      path: '/api/v1/search/final-price-quote',
      headers: { 'content-type': 'application/json' },
      body: nextQuote(),
    }))
    console.log(
      `\n${label}: ${connections} connections, ${seconds} s per route, SQLite, ${searches.length} different searches, ${quotes.length} different quotes\n`,
    )
    console.log(HEADER)
    console.log(row('GET /api/v1/version (trivial JSON)', trivial))
    console.log(row('GET /api/v1/search/properties', search))
    console.log(row('POST /api/v1/search/final-price-quote', quote))
    const ratio = (figures) =>
      (figures.requestsPerSecond / trivial.requestsPerSecond).toFixed(2)
    console.log(
      `\nsearch/properties: ${ratio(search)} of the trivial route's requests/s (target >= 0.33), p95 ${search.p95.toFixed(1)} ms (target < 20 ms)`,
    )
    console.log(
      `final-price-quote: ${ratio(quote)} of the trivial route's requests/s, p95 ${quote.p95.toFixed(1)} ms`,
    )
  } finally {
    await server.stop()
  }
}

await scenario('Search cache as shipped (SEARCH_CACHE_MS=2000)', {})
await scenario(
  'Search cache off (SEARCH_CACHE_MS=0): every search reads the database',
  { SEARCH_CACHE_MS: '0' },
)
