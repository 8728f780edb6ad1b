import { endpoints } from '@resort/core/api'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { readTrustedProxies } from './proxy'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A server whose log lines the test reads, and one request through it as a balancer sends it. */
async function through(trusted?: Parameters<typeof readTrustedProxies>[0]) {
  const lines: string[] = []
  const trustedProxies = readTrustedProxies(trusted)
  server = await startTestServer({
    logStream: { write: (line) => void lines.push(line) },
    ...(trustedProxies === undefined ? {} : { trustedProxies }),
  })
  const response = await fetch(`${server.baseUrl}${endpoints.version.path}`, {
    headers: {
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'balancer-7f3a',
    },
  })
  const logged = lines
    .map((line) => JSON.parse(line) as Record<string, any>)
    .find((line) => line.req?.url === endpoints.version.path)
  return { response, logged }
}

describe('behind a balancer (issue 34: TRUST_PROXY)', () => {
  it('issue 34: reads TRUST_PROXY as addresses, networks or named ranges, and refuses anything else (a hop count too) by name', () => {
    expect(readTrustedProxies(undefined)).toBeUndefined()
    expect(readTrustedProxies(' ')).toBeUndefined()
    expect(readTrustedProxies('loopback, 10.0.0.0/8,2001:db8::1')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ])
    for (const wrong of ['2', 'true', '*', '10.0.0.0/33', 'balancer.local'])
      expect(() => readTrustedProxies(wrong), wrong).toThrow(/TRUST_PROXY/)
  })

  it('issue 34: trusts no header unless told: the client is the socket, the request id its own', async () => {
    const { response, logged } = await through()
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(UUID)
    expect(logged).toMatchObject({
      reqId: id,
      req: { remoteAddress: '127.0.0.1' },
    })
  })

  it('issue 34: behind a trusted balancer, the client is the forwarded address and the balancer’s request id follows the request into the log and the answer', async () => {
    const { response, logged } = await through('loopback')
    expect(response.headers.get('x-request-id')).toBe('balancer-7f3a')
    expect(logged).toMatchObject({
      reqId: 'balancer-7f3a',
      req: { remoteAddress: '203.0.113.9' },
    })
  })

  it('issue 34: a request id that is not a plain token is replaced, not logged', async () => {
    server = await startTestServer({ trustedProxies: ['loopback'] })
    const response = await fetch(`${server.baseUrl}${endpoints.live.path}`, {
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('x-request-id')).toMatch(UUID)
    const long = await fetch(`${server.baseUrl}${endpoints.live.path}`, {
      headers: { 'x-request-id': 'a'.repeat(129) },
    })
    expect(long.headers.get('x-request-id')).toMatch(UUID)
  })
})
