import { LANGUAGES } from '@resort/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactPage } from '#db/seed/content/pages/contact'
import { locationPage } from '#db/seed/content/pages/location'
import { createCatalogCache } from '../catalog/catalogSnapshot'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'
import { bookingMailContent } from './bookingMailContent'
import { bookingMailProperty, mapUrl } from './bookingMailProperty'
import { bookingMailTexts } from './mailTexts/bookingMailTexts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const db = () => server.database.db
/** A fresh snapshot: the tests below change properties. */
const catalog = () => createCatalogCache(db(), 0).get()
/** A contact line's value: "Telefon: +385 …" gives "+385 …". */
const valueOf = (fact: string) => fact.slice(fact.indexOf(': ') + 2)

describe('bookingMailProperty', () => {
  it('issue 33: takes a property’s street, postcode, phone and position from the catalog', async () => {
    const property = bookingMailProperty(await catalog(), 'cissa-rovinj', 'it')
    expect(property).toEqual({
      address: 'Put Zlatnog rta 14, 52210 Rovinj, Croazia',
      postalAddress: {
        streetAddress: 'Put Zlatnog rta 14',
        postalCode: '52210',
        addressLocality: 'Rovinj',
        addressRegion: expect.any(String),
        addressCountry: 'HR',
      },
      phone: '+385 52 830 200',
      position: { latitude: 45.0731, longitude: 13.6402 },
    })
  })

  it('issue 33: the seeded contact and location pages say what the mails say, in every language', async () => {
    const snapshot = await catalog()
    const entries = contactPage.entries.filter((entry) => entry.propertyId)
    expect(entries).toHaveLength(snapshot.properties.length)
    for (const entry of entries)
      for (const language of LANGUAGES) {
        const property = bookingMailProperty(
          snapshot,
          entry.propertyId!,
          language,
        )
        const [address = '', phone = ''] = entry.facts![language]
        expect(valueOf(address), entry.id).toBe(property.address)
        expect(valueOf(phone), entry.id).toBe(property.phone)
      }
    for (const entry of locationPage.entries)
      for (const language of LANGUAGES)
        expect(entry.summary[language], entry.id).toBe(
          bookingMailProperty(snapshot, entry.propertyId!, language).address,
        )
  })

  it('issue 33: reads the catalog, not the contact page staff edit', async () => {
    const entries = db()
      .selectFrom('content_entries')
      .select('id')
      .where('page_id', '=', 'contact')
      .where('property_id', '=', 'sustipan-split')
    await db()
      .updateTable('content_entry_texts')
      .set({ facts: JSON.stringify(['Adresse: irgendwo', 'Telefon: +1 555']) })
      .where('entry_id', 'in', entries)
      .execute()
    await db()
      .updateTable('properties')
      .set({
        street: 'Put Firula 5',
        postal_code: '21000',
        phone: '+38521320699',
      })
      .where('id', '=', 'sustipan-split')
      .execute()
    const property = bookingMailProperty(
      await catalog(),
      'sustipan-split',
      'de',
    )
    expect(property.address).toBe('Put Firula 5, 21000 Split, Kroatien')
    expect(property.phone).toBe('+385 21 320 699')
    expect(property.postalAddress).toMatchObject({
      streetAddress: 'Put Firula 5',
      postalCode: '21000',
    })
  })

  it('issue 33: a property without a phone leaves the mail’s phone line out; without a street, it is addressed by place and country', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 40,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    const texts = bookingMailTexts('de')
    const propertyLines = async () =>
      bookingMailContent('confirmed', booked.body, 'de', {
        property: bookingMailProperty(await catalog(), offer.propertyId, 'de'),
        publicBaseUrl: 'https://resort.example',
      }).property.lines.map((line) => line.label)
    expect(await propertyLines()).toEqual([texts.address, texts.phone])

    await db()
      .updateTable('properties')
      .set({ street: null, postal_code: null, phone: null })
      .where('id', '=', offer.propertyId)
      .execute()
    expect(await propertyLines()).toEqual([texts.address])
    const snapshot = await catalog()
    const row = snapshot.propertyById.get(offer.propertyId)!
    const property = bookingMailProperty(snapshot, offer.propertyId, 'de')
    expect(property.phone).toBeNull()
    expect(property.address).toMatch(new RegExp(`^${row.city}, \\S`))
    expect(property.postalAddress).not.toHaveProperty('streetAddress')
    expect(property.postalAddress).not.toHaveProperty('postalCode')
  })

  it('issue 33: links the map to the property’s position on OpenStreetMap', () => {
    expect(mapUrl({ latitude: 45.0811, longitude: 13.6387 })).toBe(
      'https://www.openstreetmap.org/?mlat=45.0811&mlon=13.6387#map=16/45.0811/13.6387',
    )
  })
})
