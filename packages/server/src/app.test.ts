import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '#db/migrate'
import { seed, SEED_VERSION } from '#db/seed'
import { startTestServer, type TestServer } from './testing/testServer'

let server: TestServer

beforeAll(async () => {
  const fixtures = path.join(
    process.env.TMPDIR ?? '/tmp',
    `resort-static-${process.pid}`,
  )
  const hostSiteDir = path.join(fixtures, 'site')
  const widgetDir = path.join(fixtures, 'widget')
  mkdirSync(path.join(hostSiteDir, 'assets'), { recursive: true })
  mkdirSync(widgetDir, { recursive: true })
  writeFileSync(
    path.join(hostSiteDir, 'index.html'),
    '<!doctype html><title>site</title>',
  )
  writeFileSync(path.join(hostSiteDir, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(path.join(widgetDir, 'resort-widget.js'), 'console.log(2)')
  server = await startTestServer({ hostSiteDir, widgetDir })
})

afterAll(async () => {
  await server.close()
})

describe('health', () => {
  it('answers ok with the database kind after a real query', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite',
    })
  })

  it('fails when the database is gone, instead of claiming ok', async () => {
    const broken = await startTestServer()
    await broken.database.db.destroy()
    const response = await fetch(`${broken.baseUrl}/api/v1/health`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: { kind: 'generic', message: 'Something went wrong on our side.' },
    })
    await broken.close()
  })
})

describe('version', () => {
  it('answers the API and seed versions without a database query', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/version`)
    expect(await response.json()).toEqual({ api: '1', seed: SEED_VERSION })
  })
})

describe('routing', () => {
  it('answers an unknown /api/ path with a JSON 404, not the site', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/no-such-thing?x=1`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      error: {
        kind: 'not_found',
        message: 'No route for GET /api/v1/no-such-thing',
      },
    })
  })

  it('serves the host site for its client-side routes (history fallback)', async () => {
    const response = await fetch(`${server.baseUrl}/de/booking/payment`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toContain('<title>site</title>')
  })

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await fetch(`${server.baseUrl}/assets/missing.js`)
    expect(response.status).toBe(404)
  })

  it('serves built assets and the widget bundle, the bundle to any origin', async () => {
    expect((await fetch(`${server.baseUrl}/assets/app.js`)).status).toBe(200)
    const bundle = await fetch(`${server.baseUrl}/widget/resort-widget.js`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('redirects the bare address to the default language, en', async () => {
    const response = await fetch(`${server.baseUrl}/`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en')
  })

  it('redirects the bare address to the language remembered in current_lng', async () => {
    const response = await fetch(`${server.baseUrl}/`, {
      redirect: 'manual',
      headers: { cookie: 'current_lng=sl' },
    })
    expect(response.headers.get('location')).toBe('/sl')
  })
})

describe('database setup', () => {
  it('migrates and seeds again without changes or errors', async () => {
    expect(await migrateToLatest(server.database)).toEqual([])
    expect(await seed(server.database.db)).toEqual({
      catalogWritten: false,
      nightsAdded: 0,
    })
  })
})
