import {
  endpoints,
  OPENAPI_PATH,
  type Access,
  type EndpointName,
} from '@resort/core/api'
import { endpointSchemas, type EndpointSchemas } from '@resort/core/api/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeParse } from 'zod/v4/core'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { qs } from '../testing/api'
import { sampleInputs } from '../testing/endpointSamples'
import { signedInMember, type SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'
import { isPrivate } from './endpointRoutes'

// Decision 039: who may call an endpoint is its row's access, checked by the registrar before
// the input is read; a private answer is never kept by a cache.
const ADMIN = 'access.admin@example.com'
const names = Object.keys(endpoints) as EndpointName[]
const withAccess = (...kinds: Access[]) =>
  names.filter((name) => kinds.includes(endpoints[name].access))
const signedInOnly = withAccess(
  'member',
  'recentMember',
  'admin',
  'adminSecondFactor',
)
const staffOnly = withAccess('admin', 'adminSecondFactor')
const inQuery = (name: EndpointName) =>
  endpoints[name].method === 'GET' || endpoints[name].method === 'DELETE'

let server: TestServer
let member: SessionTokens
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  member = await signedInMember(server, { email: 'access.member@example.com' })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

/** A call with nothing, with input no parser takes, or with its well-formed sample; no session. */
function anonymousCall(
  name: EndpointName,
  input: 'empty' | 'malformed' | 'well-formed',
) {
  const { method, path } = endpoints[name]
  const sample = (sampleInputs[name] ?? {}) as Record<string, string>
  if (inQuery(name)) {
    const query = {
      empty: '',
      malformed: '?%E0%A4%A&lang[=x&&q=%00',
      'well-formed': `?${qs(sample)}`,
    }[input]
    return fetch(`${server.baseUrl}${path}${query}`, { method })
  }
  const body = {
    empty: undefined,
    malformed: '{"broken": ',
    'well-formed': JSON.stringify(sample),
  }[input]
  return fetch(`${server.baseUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body }),
  })
}

describe('the endpoint table’s access column (decision 039)', () => {
  it('has a well-formed sample for every endpoint that takes input, and its schema takes it', () => {
    const refused = names.filter((name) => {
      const { request } = endpointSchemas[name] as EndpointSchemas
      if (!request) return false
      return !safeParse(request, sampleInputs[name]).success
    })
    expect(refused).toEqual([])
  })

  it('ASVS 8.3.1: every non-public operation answers 401 to an anonymous caller before it reads the input, empty, malformed or well-formed', async () => {
    expect(signedInOnly.length).toBeGreaterThan(60)
    for (const name of signedInOnly) {
      for (const input of ['empty', 'malformed', 'well-formed'] as const) {
        const response = await anonymousCall(name, input)
        const body = (await response.json()) as {
          error: { kind: string; fields?: unknown }
        }
        expect(response.status, `${name}, ${input} input`).toBe(401)
        expect(body.error.kind).toBe('unauthorized')
        // Nothing about the input is said before the caller is known.
        expect(body.error.fields ?? {}).not.toHaveProperty('body')
        expect(response.headers.get('cache-control'), name).toBe('no-store')
      }
    }
  })

  it('ASVS 8.2.1: every staff operation answers 403 to a signed-in member, whatever the input', async () => {
    for (const name of staffOnly) {
      for (const input of [{}, sampleInputs[name] ?? {}]) {
        const { status, body } = await adminCall(
          server,
          name,
          member,
          input as Record<string, unknown>,
        )
        expect(status, name).toBe(403)
        expect(body.error.kind).toBe('forbidden')
      }
    }
  })

  it('ASVS 14.3.2: every private answer carries no-store, a member’s, staff’s and a guest’s own', async () => {
    const reads = names.filter(
      (name) => endpoints[name].method === 'GET' && isPrivate(name),
    )
    for (const name of reads) {
      const tokens = staffOnly.includes(name) ? admin : member
      const input = (sampleInputs[name] ?? {}) as Record<string, string>
      const response = await fetch(
        `${server.baseUrl}${endpoints[name].path}?${qs(input)}`,
        {
          headers: {
            cookie: `access_token_cookie=${tokens.accessToken}`,
          },
        },
      )
      expect(response.status, name).toBeLessThan(500)
      expect(response.headers.get('cache-control'), name).toBe('no-store')
    }
    // A public call whose answer is the caller's own: a booking by its link.
    const booking = await anonymousCall('viewBooking', 'well-formed')
    expect(booking.headers.get('cache-control')).toBe('no-store')
  })

  it('ASVS 8.1.1: the API document names the session on every protected operation, with its 401 and 403', async () => {
    const document = (await (
      await fetch(`${server.baseUrl}${OPENAPI_PATH}`)
    ).json()) as {
      components: { securitySchemes: Record<string, { in: string }> }
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown; responses: Record<string, unknown> }
        >
      >
    }
    expect(document.components.securitySchemes.sessionCookie?.in).toBe('cookie')
    for (const name of names) {
      const { method, path, access } = endpoints[name]
      const operation = document.paths[path]?.[method.toLowerCase()]
      expect(operation, name).toBeDefined()
      if (access === 'public') {
        expect(operation?.security, name).toBeUndefined()
        continue
      }
      expect(operation?.security, name).toEqual([{ sessionCookie: [] }])
      expect(operation?.responses, name).toHaveProperty('401')
      if (staffOnly.includes(name))
        expect(operation?.responses, name).toHaveProperty('403')
    }
  })
})
