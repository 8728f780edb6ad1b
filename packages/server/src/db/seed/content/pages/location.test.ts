import { LANGUAGES } from '@resort/core'
import { CONTENT_LIMITS } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import { createCatalogCache } from '../../../../catalog/catalogSnapshot'
import { readContentPage } from '../../../../content/contentPage'
import { openDatabase } from '../../../database'
import { migrateToLatest } from '../../../migrate'
import { seed } from '../../../seed'
import { catalog } from '../../catalog/index'
import { contentPages } from '../index'
import { locationPage } from './location'

const entryOf = (propertyId: string) =>
  locationPage.entries.find((entry) => entry.propertyId === propertyId)

describe('the location page’s seed (issue 16: each property’s address and directions)', () => {
  it('has one entry for every property of the catalog, and none for another', () => {
    const properties = catalog.properties.map((property) => property.id)
    expect(properties).toHaveLength(14)
    expect(
      locationPage.entries.map((entry) => entry.propertyId).sort(),
    ).toEqual([...properties].sort())
    for (const id of properties)
      expect(entryOf(id)?.id, id).toBe(`location-${id}`)
  })

  it('gives every property its address and real directions in all five languages', () => {
    for (const property of catalog.properties) {
      const entry = entryOf(property.id)!
      for (const language of LANGUAGES) {
        const where = `${property.id} ${language}`
        expect(entry.title[language], where).toContain(
          property.name[language].split(' ').at(-1),
        )
        // The address: the street's postcode and place, then the country.
        expect(entry.summary[language], where).toMatch(/\d{4,5} [^,]+, \S+/)
        expect(entry.body[language].trim(), where).not.toBe('')
        const facts = entry.facts?.[language] ?? []
        expect(facts.length, where).toBeGreaterThanOrEqual(6)
        expect(facts.length, where).toBe(entry.facts?.en.length)
        for (const fact of facts) expect(fact.trim(), where).not.toBe('')
        if (language !== 'en') {
          expect(entry.title[language], where).not.toBe(entry.title.en)
          facts.forEach((fact, line) =>
            expect(fact, `${where} line ${line}`).not.toBe(
              entry.facts?.en[line],
            ),
          )
        }
      }
      // The nearest airport by its code, as the site's airports are listed.
      expect(entry.facts?.en.join(' '), property.id).toMatch(/\([A-Z]{3}\)/)
    }
  })

  it('keeps every text within what staff can save in the admin area', () => {
    for (const entry of locationPage.entries)
      for (const language of LANGUAGES) {
        const where = `${entry.id} ${language}`
        expect(entry.title[language].length, where).toBeLessThanOrEqual(
          CONTENT_LIMITS.title,
        )
        expect(entry.summary[language].length, where).toBeLessThanOrEqual(
          CONTENT_LIMITS.summary,
        )
        expect(entry.body[language].length, where).toBeLessThanOrEqual(
          CONTENT_LIMITS.body,
        )
        const facts = entry.facts?.[language] ?? []
        expect(facts.length, where).toBeLessThanOrEqual(CONTENT_LIMITS.facts)
        for (const fact of facts)
          expect(fact.length, `${where}: ${fact}`).toBeLessThanOrEqual(
            CONTENT_LIMITS.fact,
          )
      }
  })

  it('is written on a database seeded before the page existed, leaving the pages staff edited alone', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    const { db } = database
    try {
      await migrateToLatest(database)
      const before = contentPages.filter((page) => page.id !== 'location')
      await seed(db, { today: '2027-01-15', content: before })
      await db
        .updateTable('content_page_texts')
        .set({ title: 'Edited by staff' })
        .where('page_id', '=', 'contact')
        .where('language', '=', 'en')
        .execute()

      const result = await seed(db, { today: '2027-01-16' })
      expect(result.contentPagesWritten).toBe(1)

      const snapshot = await createCatalogCache(db).get()
      const german = await readContentPage(
        db,
        snapshot,
        'location',
        'de',
        '2027-01-16',
      )
      expect(german.page.title).toBe(locationPage.title.de)
      expect(german.entries).toHaveLength(14)
      for (const entry of german.entries) {
        expect(entry.property?.href, entry.id).toBe(
          `/de/unterkunft/${entry.property?.propertyId}`,
        )
        expect(entry.facts.length, entry.id).toBeGreaterThanOrEqual(6)
      }
      const contact = await readContentPage(
        db,
        snapshot,
        'contact',
        'en',
        '2027-01-16',
      )
      expect(contact.page.title).toBe('Edited by staff')
      expect(
        (await seed(db, { today: '2027-01-16' })).contentPagesWritten,
      ).toBe(0)
    } finally {
      await db.destroy()
    }
  })
})
