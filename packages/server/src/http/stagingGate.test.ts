import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'

const GATE = { username: 'preview', password: 'adria-alpe 2027' }
const METRICS_TOKEN = 'scraper-token-of-the-staging-site-0123456789'
let gated: TestServer
let open: TestServer

beforeAll(async () => {
  const site = path.join(
    process.env.TMPDIR ?? '/tmp',
    `resort-gate-${process.pid}`,
  )
  mkdirSync(path.join(site, 'assets'), { recursive: true })
  writeFileSync(path.join(site, 'index.html'), '<title>site</title>')
  writeFileSync(path.join(site, 'gate.html'), '<title>Basic Auth</title>')
  writeFileSync(path.join(site, 'assets', 'gate-Ab3_x-9Z.js'), 'void 0')
  gated = await startTestServer({
    hostSiteDir: site,
    stagingGate: GATE,
    metricsToken: METRICS_TOKEN,
  })
  open = await startTestServer({ hostSiteDir: site })
})

afterAll(async () => {
  await gated.close()
  await open.close()
})

const login = (server: TestServer, credentials: object) =>
  fetch(`${server.baseUrl}/api/v1/staging/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })

describe('the staging gate (SPEC 1, 4, 8)', () => {
  it('answers pages with the Basic Auth page and the API with 401 until the credentials are given', async () => {
    const page = await fetch(`${gated.baseUrl}/en/accommodation`)
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('<title>Basic Auth</title>')
    const api = await fetch(`${gated.baseUrl}/api/v1/version`)
    expect(api.status).toBe(401)
    expect(await api.json()).toMatchObject({ error: { kind: 'unauthorized' } })
  })

  it('keeps health and the gate page’s own assets open', async () => {
    expect((await fetch(`${gated.baseUrl}/api/v1/health`)).status).toBe(200)
    expect(
      (await fetch(`${gated.baseUrl}/assets/gate-Ab3_x-9Z.js`)).status,
    ).toBe(200)
  })

  it('issue 34: lets Prometheus reach /metrics with its own token, which still guards it', async () => {
    const scrape = await fetch(`${gated.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(scrape.status).toBe(200)
    expect(await scrape.text()).toContain('http_request_duration_seconds')
    expect((await fetch(`${gated.baseUrl}/metrics`)).status).toBe(401)
  })

  it('refuses wrong credentials with 401 and gives no pass', async () => {
    for (const tried of [
      { ...GATE, password: 'adria-alpe 2026' },
      { ...GATE, username: 'Preview' },
    ]) {
      const response = await login(gated, tried)
      expect(response.status).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('lets the right credentials through: an httpOnly pass that opens pages and the API', async () => {
    const response = await login(gated, GATE)
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^staging_gate=[\w-]+;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).not.toContain(GATE.password)
    const pass = cookie.split(';')[0] ?? ''
    const page = await fetch(`${gated.baseUrl}/en/accommodation`, {
      headers: { cookie: pass },
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>site</title>')
    const api = await fetch(`${gated.baseUrl}/api/v1/version`, {
      headers: { cookie: pass },
    })
    expect(api.status).toBe(200)
    const forged = await fetch(`${gated.baseUrl}/api/v1/version`, {
      headers: { cookie: `${pass.slice(0, -2)}xx` },
    })
    expect(forged.status).toBe(401)
  })

  it('is off when no credentials are configured', async () => {
    expect((await fetch(`${open.baseUrl}/en`)).status).toBe(200)
    expect((await fetch(`${open.baseUrl}/api/v1/version`)).status).toBe(200)
    const response = await login(open, { username: 'x', password: 'y' })
    expect(await response.json()).toEqual({ authenticated: true })
  })
})
