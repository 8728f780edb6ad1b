import { pagePath } from '@resort/core/site'
import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalog as seedCatalog } from '#db/seed/catalog/index'
import {
  createCatalogCache,
  type Catalog,
  type CatalogProperty,
} from '../catalog/catalogSnapshot'
import { startTestServer, type TestServer } from '../testing/testServer'
import { availabilityFeed } from './availabilityFeed'
import { feedProducts, readFeedInput } from './feedNights'
import { hotelListFeed } from './hotelListFeed'
import { feedElements, type FeedElement } from './testing/feedElements'
import { xmlSyntaxErrors } from './testing/xmlSyntaxCheck'

// Issue 35, decision 048: Google's hotel programme learns the properties from the hotel list
// feed. Its published schema (www.gstatic.com/localfeed/local_feed.xsd) is not reachable from
// here (no network but the package registries), so the feed is held to the elements Google's
// reference documents as required, in its order, and read as XML by libxml2.

let server: TestServer
let catalog: Catalog

beforeAll(async () => {
  server = await startTestServer()
  catalog = await createCatalogCache(server.database.db, 0).get()
})
afterAll(async () => {
  await server.close()
})

const SITE = 'https://resort.example'

/** An element's text, its references read back. */
const textIn = (inner: string | undefined) =>
  inner
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** The text of an element's first child of a name. */
const textOf = (parent: FeedElement, name: string) =>
  textIn(feedElements(parent.inner, name)[0]?.inner)

/** The names of an element's children, in order (each child written on a line of its own). */
const childNames = (parent: FeedElement) =>
  [...parent.inner.matchAll(/^ {4}<([\w:]+)/gm)].map((match) => match[1])

const listingOf = (xml: string, property: CatalogProperty) =>
  feedElements(xml, 'listing').find(
    (listing) => textOf(listing, 'id') === feedProducts(property).hotelCode,
  )

describe('hotelListFeed (issue 35: Google feeds, the hotel list)', () => {
  it('issue 35: Google feeds: lists every seeded property with the elements Google documents as required, in their order', async () => {
    const xml = hotelListFeed(catalog, 'en', SITE)
    expect(await xmlSyntaxErrors(xml)).toEqual([])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(
      true,
    )
    expect(xml).toContain(
      '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://www.gstatic.com/localfeed/local_feed.xsd">\n  <language>en</language>\n  <listing>',
    )
    const listings = feedElements(xml, 'listing')
    expect(listings).toHaveLength(seedCatalog.properties.length)
    expect(catalog.properties).toHaveLength(seedCatalog.properties.length)
    for (const property of catalog.properties) {
      const listing = listingOf(xml, property)
      expect(listing, property.id).toBeDefined()
      expect(childNames(listing!)).toEqual([
        'id',
        'name',
        'address',
        'country',
        'latitude',
        'longitude',
        'phone',
        'category',
        'content',
      ])
      expect(textOf(listing!, 'name')).toBe(property.texts.get('en')!.name)
      const [address] = feedElements(listing!.inner, 'address')
      expect(address?.attributes).toEqual({ format: 'simple' })
      const components = Object.fromEntries(
        feedElements(address!.inner, 'component').map((component) => [
          component.attributes.name,
          textIn(component.inner),
        ]),
      )
      expect(components).toEqual({
        addr1: property.street,
        city: property.city,
        province: catalog.regionNames.get(property.region_id)!.get('en'),
        postal_code: property.postal_code,
      })
      expect(textOf(listing!, 'country')).toMatch(/^[A-Z]{2}$/)
      expect(textOf(listing!, 'country')).toBe(property.country_code)
      expect(Number(textOf(listing!, 'latitude'))).toBe(property.latitude)
      expect(Number(textOf(listing!, 'longitude'))).toBe(property.longitude)
      const [phone] = feedElements(listing!.inner, 'phone')
      expect(phone).toEqual({
        attributes: { type: 'main' },
        inner: property.phone,
      })
      expect(textOf(listing!, 'category')).toBe('hotel')
      const [description] = feedElements(listing!.inner, 'text')
      expect(description?.attributes).toEqual({ type: 'description' })
      expect(textOf(description!, 'link')).toBe(
        `${SITE}${pagePath('accommodation', 'en', property.id)}`,
      )
      expect(textOf(description!, 'body')).toBe(
        property.texts.get('en')!.summary,
      )
    }
  })

  it('issue 35: Google feeds: each listing’s id is the HotelCode the property’s availability and rates are sent under', async () => {
    const xml = hotelListFeed(catalog, 'en', SITE)
    const ids = feedElements(xml, 'listing').map((listing) =>
      textOf(listing, 'id'),
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const propertyId of ['oliveto-villas-porec', 'cissa-rovinj']) {
      const property = catalog.propertyById.get(propertyId)!
      const from = daysFromToday(3)
      const input = await readFeedInput(
        server.database.db,
        property,
        from,
        addDaysIso(from, 2),
        new Date(),
      )
      const [messages] = feedElements(
        availabilityFeed(input),
        'AvailStatusMessages',
      )
      expect(listingOf(xml, property), propertyId).toBeDefined()
      expect(ids).toContain(messages?.attributes.HotelCode)
    }
    // An id too long for OpenTravel's 16 characters is the same shortened code in both.
    expect(ids).toContain(
      feedProducts(catalog.propertyById.get('oliveto-villas-porec')!).hotelCode,
    )
    expect(ids).not.toContain('oliveto-villas-porec')
  })

  it('issue 35: Google feeds: writes names and descriptions in the language asked for, linking that language’s page', () => {
    const xml = hotelListFeed(catalog, 'de', SITE)
    expect(xml).toContain('<language>de</language>')
    const property = catalog.propertyById.get('vala-krk')!
    const listing = listingOf(xml, property)!
    const [description] = feedElements(listing.inner, 'text')
    expect(textOf(description!, 'body')).toBe(property.texts.get('de')!.summary)
    expect(textOf(description!, 'link')).toBe(
      `${SITE}${pagePath('accommodation', 'de', property.id)}`,
    )
  })

  it('issue 35: Google feeds: a name with markup characters stays well-formed and reads back as written, and the check refuses a broken document', async () => {
    const property = catalog.propertyById.get('vala-krk')!
    const renamed: CatalogProperty = {
      ...property,
      texts: new Map([
        [
          'en',
          { ...property.texts.get('en')!, name: 'Vala & Spa <Krk> "Bay"' },
        ],
      ]),
      phone: null,
    }
    const xml = hotelListFeed({ ...catalog, properties: [renamed] }, 'en', SITE)
    expect(await xmlSyntaxErrors(xml)).toEqual([])
    const [listing] = feedElements(xml, 'listing')
    expect(textOf(listing!, 'name')).toBe('Vala & Spa <Krk> "Bay"')
    // Without a phone, the listing has none rather than an empty one.
    expect(feedElements(listing!.inner, 'phone')).toEqual([])
    const broken = xml.replace('Vala &amp; Spa', 'Vala & Spa')
    expect(await xmlSyntaxErrors(broken)).not.toEqual([])
  })
})
