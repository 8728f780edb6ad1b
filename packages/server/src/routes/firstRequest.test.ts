import { endpoints, type EndpointName } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedAdmin } from '../testing/adminCalls'
import { qs } from '../testing/api'
import { bookingBody, findOffer } from '../testing/bookingFixtures'
import { sampleInputs } from '../testing/endpointSamples'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 30: on a fresh start, a member's first PUT crm/newsletter-subscription never answered,
// and every request that touched the database hung after it (a key loaded lazily on the outer
// connection inside a transaction). Decision 039: every write answers, on SQLite and PostgreSQL.
const ADMIN = 'first.admin@example.com'
const writes = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].method !== 'GET',
)
// Those that end the caller's session or account go last.
const LAST: EndpointName[] = ['endOtherSessions', 'eraseAccount']

let server: TestServer
let member: SessionTokens
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  member = await signedInMember(server, { email: 'first.member@example.com' })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

async function firstCall(name: EndpointName, input: unknown) {
  const endpoint = endpoints[name]
  const tokens = {
    public: {},
    member,
    recentMember: member,
    admin,
    adminSecondFactor: admin,
  }[endpoint.access]
  const signal = AbortSignal.timeout(5000)
  if (endpoint.method === 'DELETE') {
    const path = `${endpoint.path}?${qs((input ?? {}) as Record<string, string>)}`
    return withTokens(server, { method: 'DELETE', path }, tokens, { signal })
  }
  return callAs(server, endpoint, input ?? {}, tokens, { signal })
}

describe('the first request after a fresh start (decision 039)', () => {
  it('ASVS 15.4.3: every write endpoint answers its first call, none with a server error', async () => {
    const offer = await findOffer(server.baseUrl, { guarantee: 'any' })
    const inputs: Partial<Record<EndpointName, unknown>> = {
      ...sampleInputs,
      newBooking: bookingBody(offer),
    }
    const order = [...writes.filter((name) => !LAST.includes(name)), ...LAST]
    const failed: string[] = []
    for (const name of order) {
      const response = await firstCall(name, inputs[name])
      if (response.status >= 500)
        failed.push(`${name}: ${response.status} ${await response.text()}`)
    }
    expect(failed).toEqual([])
    // Nothing was left waiting: the server still reads the database.
    const health = await fetch(`${server.baseUrl}${endpoints.health.path}`)
    expect(health.status).toBe(200)
  })
})
