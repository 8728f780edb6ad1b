import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    security: {
      corsOrigins: '*',
      rateLimits: { bookingPerMinute: 3, formsPerMinute: 2 },
    },
  })
})
afterAll(async () => {
  await server.close()
})

describe('rate limits per client on the booking and form calls', () => {
  it('answer 429 rate_limited with Retry-After once a client exceeds the booking limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await post(server.baseUrl, '/api/v1/booking/cancel-booking', {
            token: 'x'.repeat(20),
          })
        ).status,
      )
    }
    expect(statuses).toEqual([404, 404, 404, 429])
    const response = await fetch(
      `${server.baseUrl}/api/v1/booking/cancel-booking`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'x'.repeat(20) }),
      },
    )
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    const body = (await response.json()) as { error: { kind: string } }
    expect(body.error.kind).toBe('rate_limited')
  })

  it('limit the forms separately, and leave search alone', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await post(server.baseUrl, '/api/v1/service/callback-request', {}))
          .status,
      )
    }
    expect(statuses).toEqual([400, 400, 429])
    const search = await fetch(`${server.baseUrl}/api/v1/search?q=`)
    expect(search.status).toBe(200)
  })
})
