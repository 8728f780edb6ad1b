import { endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { buildApp } from '../app'
import {
  startAppOnSameDatabase,
  startTestServer,
  type TestServer,
} from '../testing/testServer'
import type { SecurityOptions } from './security'

// Issue 34: two server processes on one database (two apps here, each with the store it would
// have in its own process) share their rate limits' counters.
const security: SecurityOptions = {
  corsOrigins: '*',
  rateLimits: { bookingPerMinute: 0, formsPerMinute: 3 },
}
let first: TestServer
let second: Awaited<ReturnType<typeof buildApp>>
let secondUrl: string

beforeAll(async () => {
  first = await startTestServer({ security })
  ;({ app: second, baseUrl: secondUrl } = await startAppOnSameDatabase(first, {
    security,
  }))
})
afterAll(async () => {
  await second.close()
  await first.close()
})

const callBack = (base: string) =>
  fetch(`${base}${endpoints.callbackRequest.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Not a valid request: refused at validation, but counted first, as a flood would be.
    body: '{}',
  })

describe('rate limits across processes (issue 34: shared state in the database)', () => {
  it('issue 34: a limit of 3 a minute allows 3 in all over two processes, not 3 in each', async () => {
    const statuses = []
    for (const base of [first.baseUrl, secondUrl, first.baseUrl, secondUrl])
      statuses.push((await callBack(base)).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)
    // The other process says the same to the next call.
    expect((await callBack(first.baseUrl)).status).toBe(429)
  })

  it('issue 34: counts each route apart, and the counter carries its window’s end', async () => {
    const response = await fetch(
      `${secondUrl}${endpoints.bookingRequest.path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect(response.status).not.toBe(429)
    const limited = await callBack(secondUrl)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })
})
