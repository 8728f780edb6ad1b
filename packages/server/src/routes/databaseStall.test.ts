import { endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'

// Decision 039: a request that waits on the database past its bound answers 503 and is logged;
// no single request can wedge the process.
const WAIT_MS = 400
const lines: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    databaseWaitMs: WAIT_MS,
    logStream: { write: (line) => void lines.push(line) },
  })
})
afterAll(async () => {
  await server.close()
})

/** Takes every connection of the server's pool (SQLite has one) until released. */
async function stallTheDatabase(): Promise<() => Promise<void>> {
  const size = server.database.kind === 'sqlite' ? 1 : 10
  const releases: (() => void)[] = []
  const held = Array.from({ length: size }, () =>
    server.database.db
      .connection()
      .execute(() => new Promise<void>((resolve) => releases.push(resolve))),
  )
  while (releases.length < size)
    await new Promise((resolve) => setTimeout(resolve, 5))
  return async () => {
    for (const release of releases) release()
    await Promise.all(held)
  }
}

describe('a stalled database (decision 039)', () => {
  it('ASVS 16.5.2: health, a sign-in and a booking answer 503 with the error shape within the bound, and the server recovers', async () => {
    const release = await stallTheDatabase()
    try {
      const calls = [
        fetch(`${server.baseUrl}${endpoints.health.path}`),
        fetch(`${server.baseUrl}${endpoints.login.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'ana@example.com',
            password: 'a long passphrase 42',
          }),
        }),
        fetch(`${server.baseUrl}${endpoints.findBooking.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            bookingId: 'AA22222222',
            email: 'ana@example.com',
          }),
        }),
      ]
      const started = Date.now()
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('5')
        const body = (await response.json()) as { error: { kind: string } }
        expect(body.error.kind).toBe('generic')
      }
      expect(Date.now() - started).toBeLessThan(WAIT_MS + 2000)
      // Issue 34: alive but not ready; a balancer stops sending traffic, nobody restarts it.
      const live = await fetch(`${server.baseUrl}${endpoints.live.path}`)
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ status: 'ok' })
    } finally {
      await release()
    }
    expect(lines.join('')).toContain('the database did not answer in time')
    const health = await fetch(`${server.baseUrl}${endpoints.health.path}`)
    expect(health.status).toBe(200)
  })
})
