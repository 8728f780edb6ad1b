import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { landscapeSvg } from '../media/landscapes'
import { call } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'
import { variantCache } from './mediaVariants'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('generated pictures (GET /media/...)', () => {
  it('serves the same SVG for the same id, another for another id, loadable by partner pages', async () => {
    const first = await fetch(
      `${server.baseUrl}/media/properties/cissa-rovinj/1.svg`,
    )
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(first.headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    )
    expect(await first.text()).toBe(landscapeSvg('cissa-rovinj/1', 'sea'))
    expect(landscapeSvg('cissa-rovinj/1', 'sea')).not.toBe(
      landscapeSvg('cissa-rovinj/2', 'sea'),
    )
  })

  it('issue 33: draws each place as its landscape: the coast by the sea, a lake below mountains, peaks above a meadow', async () => {
    const drawn = async (path: string) =>
      (await fetch(`${server.baseUrl}/media/${path}`)).text()
    // Hotel Cissa in Rovinj: the sea; Lipov Gaj at Bled: the lake; Ciasa Aurora in Ortisei: peaks.
    expect(await drawn('properties/cissa-rovinj/1.svg')).toBe(
      landscapeSvg('cissa-rovinj/1', 'sea'),
    )
    expect(await drawn('properties/lipov-gaj-bled/1.svg')).toBe(
      landscapeSvg('lipov-gaj-bled/1', 'lake'),
    )
    expect(await drawn('properties/ciasa-aurora-ortisei/2.svg')).toBe(
      landscapeSvg('ciasa-aurora-ortisei/2', 'mountains'),
    )
    // A room type is drawn as its property's place.
    const { body } = await call(
      server.baseUrl,
      '/api/v1/search/property?propertyId=ciasa-aurora-ortisei&dateFrom=2099-07-01&dateTo=2099-07-03&adults=2',
    )
    const unit = body.units[0]
    const [, unitId] = /\/media\/units\/([a-z0-9-]+)\//.exec(unit.images[0])!
    expect(await drawn(`units/${unitId}/1.svg`)).toBe(
      landscapeSvg(`${unitId}/1`, 'mountains'),
    )
    // Three different drawings, not one template in other colours.
    const shapes = (svg: string) =>
      svg.replace(/"[^"]*"/g, '""').replace(/\s+/g, ' ')
    const sea = shapes(landscapeSvg('x/1', 'sea'))
    const lake = shapes(landscapeSvg('x/1', 'lake'))
    const peaks = shapes(landscapeSvg('x/1', 'mountains'))
    expect(new Set([sea, lake, peaks]).size).toBe(3)
  })

  it('issue 33: a generated picture’s alt text says what it draws and where, in the page’s language', async () => {
    const property = async (id: string, lang: string) =>
      (
        await call(
          server.baseUrl,
          `/api/v1/search/property?propertyId=${id}&dateFrom=2099-07-01&dateTo=2099-07-03&adults=2&lang=${lang}`,
        )
      ).body.property
    expect((await property('lipov-gaj-bled', 'en')).pictures[0].alt).toMatch(
      /^Illustration: a lake below the mountains \(.+, Bled\)$/,
    )
    expect(
      (await property('ciasa-aurora-ortisei', 'de')).pictures[0].alt,
    ).toMatch(/^Illustration: Berggipfel über einer Almwiese \(/)
    expect((await property('cissa-rovinj', 'hr')).pictures[0].alt).toMatch(
      /^Ilustracija: otoci u moru uz obalu \(/,
    )
  })

  it('answers other paths with a JSON 404', async () => {
    for (const path of [
      '/media/other/x/1.svg',
      '/media/units/BAD_ID/1.svg',
      '/media/units/a/0.svg',
      '/media/units/a/1.png',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`)
      expect(response.status, path).toBe(404)
    }
  })
})

describe('responsive raster variants (issue 15: images)', () => {
  const base = () => `${server.baseUrl}/media/properties/cissa-rovinj`

  it('answers AVIF and WebP at each listed width, 3:2 like the original', async () => {
    for (const [format, width] of [
      ['avif', 320],
      ['webp', 640],
      ['avif', 1280],
      ['webp', 960],
    ] as const) {
      const response = await fetch(`${base()}/1-${width}.${format}`)
      expect(response.status, `${format} ${width}`).toBe(200)
      expect(response.headers.get('content-type')).toBe(`image/${format}`)
      const meta = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata()
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
      expect(meta.width).toBe(width)
      expect(meta.height).toBe(Math.round((width * 2) / 3))
    }
  })

  it('is kept by the browser a year, revalidated by ETag (304), loadable by partner pages', async () => {
    const first = await fetch(`${base()}/2-640.webp`)
    const etag = first.headers.get('etag')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000')
    expect(first.headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    )
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${base()}/2-640.webp`, {
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    // The same bytes the next time: the variant is made once.
    const third = await fetch(`${base()}/2-640.webp`)
    expect(third.headers.get('etag')).toBe(etag)
  })

  it('refuses a width or format outside the list with a 400 naming the allowed ones', async () => {
    const width = await fetch(`${base()}/1-500.webp`)
    expect(width.status).toBe(400)
    expect(await width.json()).toMatchObject({
      error: {
        kind: 'missing_params',
        message: 'Width must be one of 320, 640, 960, 1280.',
        fields: { width: 'not_allowed' },
      },
    })
    const format = await fetch(`${base()}/1-640.png`)
    expect(format.status).toBe(400)
    expect(await format.json()).toMatchObject({
      error: { message: 'Format must be one of avif, webp.' },
    })
    expect((await fetch(`${base()}/0-640.webp`)).status).toBe(404)
    expect(
      (await fetch(`${server.baseUrl}/media/other/x/1-640.webp`)).status,
    ).toBe(404)
  })

  it("serves the site's own pictures (the home page's hero)", async () => {
    const response = await fetch(`${server.baseUrl}/media/site/home/1-320.avif`)
    expect(response.status).toBe(200)
  })

  it('keeps at most its limit of variants in memory, encoding two requests at once only once', async () => {
    const cache = variantCache(2)
    const svg = () => landscapeSvg('x/1', 'sea')
    const [a, b] = await Promise.all([
      cache.get('a', svg, 320, 'webp'),
      cache.get('a', svg, 320, 'webp'),
    ])
    expect(a).toBe(b)
    await cache.get('b', svg, 320, 'webp')
    await cache.get('c', svg, 320, 'webp')
    expect(cache.size).toBe(2)
  })
})
