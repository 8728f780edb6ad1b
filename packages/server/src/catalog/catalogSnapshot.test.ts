import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { createCatalogCache } from './catalogSnapshot'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('the catalog cache', () => {
  it('serves an expired snapshot at once while the next one loads, even inside a transaction', async () => {
    const cache = createCatalogCache(server.database.db, 0)
    const first = await cache.get()
    // On SQLite the transaction holds the only connection: a cache that waited for its reload
    // here would wait for ever.
    const inside = await server.database.db
      .transaction()
      .execute(async () => cache.get())
    expect(inside).toBe(first)
    // The reload ran once the connection was free: the next call has a fresh snapshot.
    let next = await cache.get()
    for (let tries = 0; next === first && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      next = await cache.get()
    }
    expect(next).not.toBe(first)
    expect(next.properties.map((p) => p.id)).toEqual(
      first.properties.map((p) => p.id),
    )
  })
})
