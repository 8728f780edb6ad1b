import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('content (GET /api/v1/contentful/*)', () => {
  it('gives the secondary navigation with localized slugs per language', async () => {
    const english = await call(
      server.baseUrl,
      '/api/v1/contentful/secondary-navigation?lang=en',
    )
    const german = await call(
      server.baseUrl,
      '/api/v1/contentful/secondary-navigation?lang=de',
    )
    expect(english.status).toBe(200)
    const accommodation = (body: any) =>
      body.items.find((item: any) => item.key === 'accommodation')
    expect(accommodation(english.body).href).toBe('/en/accommodation')
    expect(accommodation(german.body).href).toMatch(/^\/de\/[a-z-]+$/)
    expect(accommodation(german.body).href).not.toBe('/de/accommodation')
    expect(accommodation(german.body).label).not.toBe(
      accommodation(english.body).label,
    )
  })

  it('puts every property on the interactive map, inside its bounds', async () => {
    const { body } = await call(
      server.baseUrl,
      '/api/v1/contentful/interactive-map?lang=hr',
    )
    expect(body.points.length).toBeGreaterThanOrEqual(12)
    for (const point of body.points) {
      expect(point.latitude).toBeGreaterThanOrEqual(body.bounds.south)
      expect(point.latitude).toBeLessThanOrEqual(body.bounds.north)
      expect(point.href).toMatch(/^\/hr\//)
    }
    expect(
      new Set(body.regions.map((region: any) => region.countryCode)),
    ).toEqual(new Set(['HR', 'SI', 'IT']))
  })

  it('issue 16: names no tile style while none is configured, so the map draws its own base map', async () => {
    const { body } = await call(
      server.baseUrl,
      '/api/v1/contentful/interactive-map?lang=en',
    )
    expect(body).not.toHaveProperty('styleUrl')
    expect(body.points).toHaveLength(14)
  })

  it('issue 16: gives the map the configured tile style (MAP_STYLE_URL), and the CSP lets the page reach its origin', async () => {
    const styleUrl = 'https://tiles.example/styles/coast/style.json'
    const tiled = await startTestServer({
      security: {
        corsOrigins: '*',
        rateLimits: { bookingPerMinute: 0, formsPerMinute: 0 },
        mapStyleUrl: styleUrl,
      },
    })
    try {
      const response = await fetch(
        `${tiled.baseUrl}/api/v1/contentful/interactive-map?lang=de`,
      )
      const body = (await response.json()) as { styleUrl?: string }
      expect(body.styleUrl).toBe(styleUrl)
      // The page's CSP; an API answer's loads nothing (ASVS 3.4.3).
      const page = await fetch(`${tiled.baseUrl}/en/map`)
      expect(page.headers.get('content-security-policy')).toMatch(
        /connect-src 'self' https:\/\/tiles\.example(;|$)/,
      )
    } finally {
      await tiled.close()
    }
  })

  it('groups the menu properties by type, each with its first picture (issue 15: property cards)', async () => {
    const { body } = await call(
      server.baseUrl,
      '/api/v1/contentful/navigation-properties?lang=it',
    )
    expect(body.groups.map((group: any) => group.type).sort()).toEqual([
      'apartment',
      'hotel',
      'villa',
    ])
    for (const property of body.groups.flatMap(
      (group: any) => group.properties,
    ))
      expect(property.image).toBe(
        `/media/properties/${property.propertyId}/1.svg`,
      )
  })

  it('refuses an unsupported language with a named field', async () => {
    const { status, body } = await call(
      server.baseUrl,
      '/api/v1/contentful/interactive-map?lang=fr',
    )
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({ lang: 'not_allowed' })
  })
})

describe('API reference', () => {
  it('serves an OpenAPI 3 document generated from the schemas, listing every API call and no static files', async () => {
    const { status, body } = await call(server.baseUrl, '/api/v1/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    const paths = Object.keys(body.paths)
    for (const path of [
      '/api/v1/health',
      '/api/v1/search',
      '/api/v1/search/properties',
      '/api/v1/search/property',
      '/api/v1/search/property-another-room',
      '/api/v1/search/unit-availability-calendar',
      '/api/v1/search/unit-price-quote',
      '/api/v1/search/final-price-quote',
      '/api/v1/contentful/secondary-navigation',
      '/api/v1/contentful/interactive-map',
      '/api/v1/contentful/navigation-properties',
    ]) {
      expect(paths).toContain(path)
    }
    // The API's own paths, and the site's token routes (SPEC 7's /api/auth/ proxy routes).
    expect(paths.every((path) => /^\/api\/(v1|auth)\//.test(path))).toBe(true)
    const parameters = body.paths[
      '/api/v1/search/properties'
    ].get.parameters.map((p: any) => p.name)
    expect(parameters).toEqual(
      expect.arrayContaining([
        'dateFrom',
        'dateTo',
        'adults',
        'rooms',
        'sort',
        'page',
      ]),
    )
  })

  it('serves a readable reference page at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('swagger')
  })
})
