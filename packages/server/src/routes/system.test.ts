import { endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { buildApp } from '../app'
import { readConfig } from '../config'
import {
  startAppOnSameDatabase,
  startTestServer,
  type TestServer,
} from '../testing/testServer'

// Issue 34: a process told to stop says so to the balancer's health checks first, and answers
// meanwhile, so that no request sent to it is lost (main.ts waits SHUTDOWN_DRAIN_MS, then closes).
const shutdown = { draining: false }
let plain: TestServer
let app: Awaited<ReturnType<typeof buildApp>>
let baseUrl: string

beforeAll(async () => {
  plain = await startTestServer()
  ;({ app: app, baseUrl: baseUrl } = await startAppOnSameDatabase(plain, {
    shutdown,
  }))
})
afterAll(async () => {
  await app.close()
  await plain.close()
})

describe('stopping behind a balancer (issue 34: draining)', () => {
  it('issue 34: once stopping, health says not ready while live and every other request still answer', async () => {
    expect((await fetch(`${baseUrl}${endpoints.health.path}`)).status).toBe(200)
    shutdown.draining = true
    const health = await fetch(`${baseUrl}${endpoints.health.path}`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ error: { kind: 'generic' } })
    expect((await fetch(`${baseUrl}${endpoints.live.path}`)).status).toBe(200)
    const read = await fetch(`${baseUrl}${endpoints.version.path}`)
    expect(read.status).toBe(200)
  })

  it('issue 34: SHUTDOWN_DRAIN_MS is 3 s behind a balancer (TRUST_PROXY), none without one, and checked', () => {
    expect(readConfig({}).shutdownDrainMs).toBe(0)
    expect(readConfig({ TRUST_PROXY: 'loopback' }).shutdownDrainMs).toBe(3000)
    expect(readConfig({ SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500)
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      /SHUTDOWN_DRAIN_MS/,
    )
  })
})
