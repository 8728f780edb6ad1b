import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../bench/lib.mjs'
import {
  ensureHaproxy,
  haproxyConfig,
  serverName,
  startHaproxy,
} from './haproxy.mjs'

// Real HAProxy (Debian's package, installed when missing) in front of two small HTTP servers
// that stand in for the server processes: each says who it is and what headers it got.
function backend(name) {
  const seen = []
  const server = createServer((request, response) => {
    seen.push({ ...request.headers, method: request.method, url: request.url })
    // Server a answers /closing as a server that is closing does: 503, nothing done.
    if (name === 'a' && request.url === '/closing') {
      response.statusCode = 503
      return response.end()
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ name, headers: request.headers }))
  })
  return { server, seen }
}

let dir
let balancer
const backends = []
beforeAll(async () => {
  ensureHaproxy()
  dir = mkdtempSync(path.join(tmpdir(), 'resort-haproxy-test-'))
  for (const name of ['a', 'b']) {
    const made = backend(name)
    const port = await freePort()
    await new Promise((resolve) =>
      made.server.listen(port, '127.0.0.1', resolve),
    )
    backends.push({ ...made, port, name })
  }
  balancer = await startHaproxy({
    dir,
    port: await freePort(),
    serverPorts: backends.map((b) => b.port),
  })
}, 180_000)
afterAll(async () => {
  await balancer?.stop()
  for (const { server } of backends) server.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const get = async (headers = {}) =>
  (await fetch(`${balancer.origin}/api/v1/version`, { headers })).json()

describe('the cluster balancer (issue 34)', () => {
  it('issue 34: checks readiness (/api/v1/health) every second, and sends a request that reached a server again only when it is a GET or HEAD', () => {
    const config = haproxyConfig({ port: 1, serverPorts: [2], socket: '/s' })
    expect(config).toContain('uri /api/v1/health')
    expect(config).toContain('http-check expect status 200')
    expect(config).toContain('default-server inter 1s fall 2 rise 2')
    expect(config).toMatch(/^ {2}retry-on conn-failure /m)
    // A request that reached a server is sent again only when it is a GET or HEAD.
    expect(config).toContain(
      'http-request disable-l7-retry if !METH_GET !METH_HEAD',
    )
    expect(config).not.toMatch(/response-timeout|all-retryable-errors/)
  })

  it('issue 34: passes the client address and a request id on, keeping one the client sent', async () => {
    const made = await get()
    expect(made.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(made.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
    expect((await get()).headers['x-request-id']).not.toBe(
      made.headers['x-request-id'],
    )
    const kept = await get({ 'x-request-id': 'partner-1234' })
    expect(kept.headers['x-request-id']).toBe('partner-1234')
  })

  it('issue 34: spreads requests over the servers, and a drained one gets no new requests', async () => {
    const names = new Set()
    for (let i = 0; i < 6; i++) names.add((await get()).name)
    expect([...names].sort()).toEqual(['a', 'b'])
    await balancer.setServerState(backends[0].port, 'drain')
    for (let i = 0; i < 6; i++) expect((await get()).name).toBe('b')
    await balancer.setServerState(backends[0].port, 'ready')
  })

  it('issue 34: sends a GET that a server answered 503 to another, never a POST', async () => {
    const sent = (method) =>
      backends[0].seen.filter(
        (r) => r.url === '/closing' && r.method === method,
      ).length
    const statuses = async (method) => {
      const list = []
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${balancer.origin}/closing`, { method })
        await response.arrayBuffer()
        list.push(response.status)
      }
      return list
    }
    expect(await statuses('GET')).toEqual([200, 200, 200, 200, 200, 200])
    expect(sent('GET')).toBeGreaterThan(0)
    const posts = await statuses('POST')
    // Each POST server a got was answered 503 to the client, not sent again.
    expect(posts.filter((status) => status === 503).length).toBe(sent('POST'))
    expect(sent('POST')).toBeGreaterThan(0)
  })

  it('issue 34: takes a server that stops answering out within 3 s, and no client sees an error', async () => {
    const [gone] = backends
    await new Promise((resolve) => {
      gone.server.close(resolve)
      gone.server.closeAllConnections()
    })
    const stopped = Date.now()
    // Connections refused meanwhile are retried on the other server.
    for (let i = 0; i < 10; i++) expect((await get()).name).toBe('b')
    for (;;) {
      const stats = await balancer.serverStats()
      if (stats[serverName(gone.port)].status.startsWith('DOWN')) break
      expect(Date.now() - stopped).toBeLessThan(3000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
})
