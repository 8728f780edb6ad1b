// Search and price-quote throughput and latency against the real server on seeded data, beside a
// trivial JSON route in the same run, so that the ratio shows how close search is to Fastify's
// limit. Run twice: with the search cache as shipped (SEARCH_CACHE_MS 2000) and with it off.
import { fileURLToPath } from 'node:url'
import { daysFromToday } from '@resort/test-fixtures'
import { HEADER, load, row, startServer } from './lib.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

// Many different stays: 20 arrival dates x 4 party shapes.
const searches = []
for (let start = 14; start < 14 + 60; start += 3) {
  for (const [nights, adults, children] of [
    [3, 2, 0],
    [7, 2, 1],
    [5, 3, 0],
    [2, 1, 0],
  ]) {
    searches.push(
      `/api/v1/search/properties?dateFrom=${daysFromToday(start)}&dateTo=${daysFromToday(start + nights)}&adults=${adults}&children=${children}&sort=price`,
    )
  }
}

/** Quotes for rooms that the property pages offer for the first searches' stays. */
async function quoteBodies(origin) {
  const bodies = []
  for (const url of searches.slice(0, 40)) {
    const query = new URL(url, origin).searchParams
    const list = await (await fetch(new URL(url, origin))).json()
    for (const item of list.items.slice(0, 3)) {
      const detail = await (
        await fetch(
          `${origin}/api/v1/search/property?propertyId=${item.propertyId}&${query}`,
        )
      ).json()
      const unit = detail.units.find((candidate) => candidate.rates.length > 0)
      if (!unit) continue
      bodies.push(
        JSON.stringify({
          propertyId: item.propertyId,
          rateId: unit.rates[0].rateId,
          dateFrom: query.get('dateFrom'),
          dateTo: query.get('dateTo'),
          units: [
            {
              unitId: unit.unitId,
              adults: Number(query.get('adults')),
              children: Number(query.get('children')),
              supplements: detail.supplements
                .slice(0, 2)
                .map((s) => ({ serviceId: s.serviceId, quantity: 1 })),
            },
          ],
        }),
      )
    }
  }
  return bodies
}

const cycle = (list) => {
  let i = 0
  return () => list[i++ % list.length]
}

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
