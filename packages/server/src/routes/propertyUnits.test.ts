import { LANGUAGES } from '@resort/core'
import type { PropertyUnits } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const PATH = '/api/v1/contentful/property-units'

const units = (query: string) =>
  call<PropertyUnits>(server.baseUrl, `${PATH}?${query}`)

/** The sitemap's paths, as the site's pages are reached. */
async function sitemapPaths(): Promise<Set<string>> {
  const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
  return new Set(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = '']) => new URL(loc).pathname,
    ),
  )
}

describe('a property’s gallery and unit types (issue 16: GET contentful/property-units)', () => {
  it('issue 16: gives a property’s pictures and its unit types in the language, each with the facts its page shows', async () => {
    const { status, body } = await units('lang=de&propertyId=cissa-rovinj')
    expect(status).toBe(200)
    expect(body.properties).toHaveLength(1)
    const [property] = body.properties
    expect(property).toMatchObject({
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      city: 'Rovinj',
      type: 'hotel',
      href: '/de/unterkunft/cissa-rovinj',
      galleryHref: '/de/galerie/cissa-rovinj',
    })
    expect(property?.images).toEqual([
      '/media/properties/cissa-rovinj/1.svg',
      '/media/properties/cissa-rovinj/2.svg',
      '/media/properties/cissa-rovinj/3.svg',
    ])
    const classic = body.unitTypes.find(
      (unit) => unit.unitId === 'cissa-rovinj-classic-park',
    )
    expect(classic).toEqual({
      unitId: 'cissa-rovinj-classic-park',
      kind: 'room',
      name: 'Klassik-Doppelzimmer mit Parkblick',
      description: expect.stringMatching(/Pinien/),
      sizeM2: 22,
      bedrooms: 1,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      amenities: expect.arrayContaining(['park_view']),
      accessibility: ['elevator'],
      images: [
        '/media/units/cissa-rovinj-classic-park/1.svg',
        '/media/units/cissa-rovinj-classic-park/2.svg',
      ],
      // Generated pictures say what they are and where (issue 33: no empty alt text).
      pictures: [1, 2].map((n) => ({
        src: `/media/units/cissa-rovinj-classic-park/${n}.svg`,
        alt: 'Illustration: Inseln im Meer vor der Küste (Classic Double, Park View, Hotel Cissa)',
        caption: '',
      })),
      href: '/de/unterkunft/cissa-rovinj/rooms/cissa-rovinj-classic-park',
    })
    // The gallery's count: the property's pictures and every unit type's.
    expect(property?.pictureCount).toBe(
      3 + body.unitTypes.reduce((sum, unit) => sum + unit.images.length, 0),
    )
  })

  it('issue 16: without a property, lists every property’s pictures for the gallery’s index, and no unit type', async () => {
    const { status, body } = await units('lang=it')
    expect(status).toBe(200)
    expect(body.properties.length).toBeGreaterThanOrEqual(12)
    expect(body.unitTypes).toEqual([])
    for (const property of body.properties) {
      expect(property.galleryHref).toBe(`/it/galleria/${property.propertyId}`)
      expect(property.images.length).toBeGreaterThan(0)
      expect(property.pictureCount).toBeGreaterThan(property.images.length)
    }
  })

  it('issue 16: answers 404 not_found for an unknown property, naming the field', async () => {
    const { status, body } = await units('lang=en&propertyId=no-such-hotel')
    expect(status).toBe(404)
    expect(body).toMatchObject({
      error: { kind: 'not_found', fields: { propertyId: 'not_found' } },
    })
  })

  it('refuses a malformed property id and an unsupported language with a named field, never a 500', async () => {
    const long = await call(
      server.baseUrl,
      `${PATH}?lang=en&propertyId=${'x'.repeat(65)}`,
    )
    expect(long.status).toBe(400)
    expect(long.body.error.fields).toEqual({ propertyId: 'too_long' })
    const french = await call(
      server.baseUrl,
      `${PATH}?lang=fr&propertyId=cissa-rovinj`,
    )
    expect(french.status).toBe(400)
    expect(french.body.error.fields).toEqual({ lang: 'not_allowed' })
  })

  it('issue 16: every unit type’s page, property page and gallery it links to is a page of the sitemap, in all five languages', async () => {
    const sitemap = await sitemapPaths()
    const { body: index } = await units('lang=en')
    let unitPages = 0
    for (const language of LANGUAGES)
      for (const { propertyId } of index.properties) {
        const { status, body } = await units(
          `lang=${language}&propertyId=${propertyId}`,
        )
        expect(status).toBe(200)
        const [property] = body.properties
        expect(sitemap, property?.href).toContain(property?.href)
        expect(sitemap, property?.galleryHref).toContain(property?.galleryHref)
        for (const unit of body.unitTypes) {
          expect(sitemap, unit.href).toContain(unit.href)
          expect(unit.href).toMatch(
            new RegExp(
              `/${unit.kind === 'room' ? 'rooms' : 'units'}/${unit.unitId}$`,
            ),
          )
          unitPages++
        }
      }
    // The catalog's 60 unit types, in five languages.
    expect(unitPages).toBe(60 * LANGUAGES.length)
  })
})
