import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

describe('the HTTP server made by our serverFactory', () => {
  it('keeps idle keep-alive sockets for Fastify’s 72 s, not Node’s 5 s that races reusing clients', () => {
    expect(server.app.server.keepAliveTimeout).toBe(72_000)
    // Node's limit on a slow request stays.
    expect(server.app.server.requestTimeout).toBe(300_000)
  })
})
