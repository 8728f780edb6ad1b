import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '#db/migrate'
import { seed, SEED_VERSION } from '#db/seed'
import { startTestServer, type TestServer } from './testing/testServer'

let server: TestServer
const CHUNK = `export const texts = ${JSON.stringify('Zimmer '.repeat(400))}`

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
  // A hash-named chunk as the build writes it: with brotli and gzip copies beside it.
  mkdirSync(path.join(widgetDir, 'chunks'), { recursive: true })
  const chunk = path.join(widgetDir, 'chunks', 'search-Ab3_x-9Z.js')
  writeFileSync(chunk, CHUNK)
  writeFileSync(`${chunk}.br`, brotliCompressSync(CHUNK))
  writeFileSync(`${chunk}.gz`, gzipSync(CHUNK))
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
    expect(response.headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    )
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

describe('delivery (issue 15)', () => {
  const chunkUrl = () => `${server.baseUrl}/widget/chunks/search-Ab3_x-9Z.js`
  // Node's fetch would decompress and hide the encoding: read it raw over HTTP instead.
  const raw = async (url: string, headers: Record<string, string> = {}) => {
    const { request } = await import('node:http')
    return new Promise<{
      status: number
      headers: Record<string, string | string[] | undefined>
      body: Buffer
    }>((resolve, reject) => {
      request(url, { headers }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        )
      })
        .on('error', reject)
        .end()
    })
  }

  it('serves a built file precompressed in the encoding the browser asks for, brotli first', async () => {
    const br = await raw(chunkUrl(), { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(CHUNK.length / 5)
    const gzip = await raw(chunkUrl(), { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await raw(chunkUrl(), { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CHUNK)
  })

  it('caches hash-named files for a year and revalidates the widget loader and pages by ETag', async () => {
    const chunk = await raw(chunkUrl())
    expect(chunk.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    const loader = await raw(`${server.baseUrl}/widget/resort-widget.js`)
    expect(loader.headers['cache-control']).toBe('public, no-cache')
    const etag = String(loader.headers.etag)
    expect(etag).toMatch(/^(W\/)?"/)
    const again = await raw(`${server.baseUrl}/widget/resort-widget.js`, {
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    // A page shows whether its visitor is signed in: revalidated, and kept by no shared cache.
    const page = await raw(`${server.baseUrl}/en/accommodation`)
    expect(page.headers['cache-control']).toBe('private, no-cache')
    expect(page.headers.etag).toMatch(/^W\/"/)
  })

  it('answers HEAD like GET for pages, files and the API', async () => {
    for (const url of ['/en', '/widget/resort-widget.js', '/api/v1/version']) {
      const get = await fetch(`${server.baseUrl}${url}`)
      const head = await fetch(`${server.baseUrl}${url}`, { method: 'HEAD' })
      expect([url, head.status]).toEqual([url, get.status])
      expect(head.headers.get('content-type')).toBe(
        get.headers.get('content-type'),
      )
      expect(await head.text()).toBe('')
    }
  })

  it('compresses API answers above 1 KB, not the small ones', async () => {
    const big = await raw(`${server.baseUrl}/api/v1/openapi.json`, {
      'accept-encoding': 'br, gzip',
    })
    expect(big.status).toBe(200)
    expect(big.headers['content-encoding']).toBe('br')
    const small = await raw(`${server.baseUrl}/api/v1/version`, {
      'accept-encoding': 'br, gzip',
    })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})

describe('database setup', () => {
  it('migrates and seeds again without changes or errors', async () => {
    expect(await migrateToLatest(server.database)).toEqual([])
    expect(await seed(server.database.db)).toEqual({
      catalogWritten: false,
      nightsAdded: 0,
      contentPagesWritten: 0,
    })
  })
})
