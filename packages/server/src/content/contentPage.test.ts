import { LANGUAGES } from '@resort/core'
import { contentPageResponseSchema } from '@resort/core/api'
import { CONTENT_PAGE_IDS } from '@resort/core/site'
import { todayIso } from '@resort/core/stay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../db/seed'
import { call } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const pageIn = async (page: string, lang: string) => {
  const answer = await call(
    server.baseUrl,
    `/api/v1/contentful/page?lang=${lang}&page=${page}`,
  )
  expect(answer.status, `${page} ${lang}`).toBe(200)
  return contentPageResponseSchema.parse(answer.body)
}

describe('content pages (issue 16: GET /api/v1/contentful/page)', () => {
  it('serves every content page in five languages, each language its own text', async () => {
    for (const page of CONTENT_PAGE_IDS) {
      const english = await pageIn(page, 'en')
      expect(english.entries.length, page).toBeGreaterThan(0)
      expect(english.page.description.length, page).toBeGreaterThanOrEqual(50)
      expect(english.page.description.length, page).toBeLessThanOrEqual(170)
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const other = await pageIn(page, language)
        // Titles may be alike (Sport, Wellness); the lead is each language's own.
        expect(other.page.intro, `${page} ${language}`).not.toBe(
          english.page.intro,
        )
        expect(other.entries.map((entry) => entry.id)).toEqual(
          english.entries.map((entry) => entry.id),
        )
      }
    }
  })

  it('gives each page and language a description of its own (issue 15: unique per page)', async () => {
    for (const language of LANGUAGES) {
      const descriptions = await Promise.all(
        CONTENT_PAGE_IDS.map(
          async (page) => (await pageIn(page, language)).page.description,
        ),
      )
      expect(new Set(descriptions).size).toBe(CONTENT_PAGE_IDS.length)
    }
  })

  it('drops events whose last day has passed; those to come stay', async () => {
    const today = todayIso()
    const { entries } = await pageIn('events', 'en')
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry.startsOn, entry.id).not.toBeNull()
      expect(entry.endsOn! >= today, entry.id).toBe(true)
    }
    const over = await server.database.db
      .selectFrom('content_entries')
      .select('id')
      .where('page_id', '=', 'events')
      .where('ends_on', '<', today)
      .execute()
    expect(over.length).toBeGreaterThan(0)
    const shown = new Set(entries.map((entry) => entry.id))
    for (const { id } of over) expect(shown.has(id)).toBe(false)
  })

  it('links an entry to its property’s page in the language, and an offer to the rate it books and that rate’s minimum stay', async () => {
    const { entries } = await pageIn('offers', 'de')
    for (const offer of entries) {
      expect(offer.property?.href, offer.id).toMatch(
        /^\/de\/unterkunft\/[a-z-]+$/,
      )
      expect(offer.ratePlanId, offer.id).toMatch(
        new RegExp(`^${offer.property?.propertyId}-`),
      )
    }
    const rates = await server.database.db
      .selectFrom('rate_plans')
      .select(['id', 'property_id', 'min_nights'])
      .execute()
    const rateProperty = new Map(
      rates.map((rate) => [rate.id, rate.property_id]),
    )
    for (const offer of entries) {
      expect(rateProperty.get(offer.ratePlanId!), offer.id).toBe(
        offer.property?.propertyId,
      )
      // The site opens the offer with a stay of at least the rate's nights.
      expect(offer.minNights, offer.id).toBe(
        rates.find((rate) => rate.id === offer.ratePlanId)?.min_nights,
      )
    }
  })

  it('issue 16: gives every property its location entry in every language, with its address and directions', async () => {
    const properties = await server.database.db
      .selectFrom('properties')
      .select('id')
      .execute()
    expect(properties).toHaveLength(14)
    for (const language of LANGUAGES) {
      const { entries } = await pageIn('location', language)
      expect(
        entries.map((entry) => entry.property?.propertyId).sort(),
        language,
      ).toEqual(properties.map((property) => property.id).sort())
      for (const entry of entries) {
        const where = `${entry.id} ${language}`
        expect(entry.title.trim(), where).not.toBe('')
        expect(entry.summary.trim(), where).not.toBe('')
        expect(entry.body.trim(), where).not.toBe('')
        expect(entry.facts.length, where).toBeGreaterThanOrEqual(6)
        for (const fact of entry.facts) expect(fact.trim(), where).not.toBe('')
      }
    }
  })

  it('refuses a page it does not know with a clear 400', async () => {
    const answer = await call(
      server.baseUrl,
      '/api/v1/contentful/page?lang=en&page=casino',
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error.kind).toBe('missing_params')
  })

  it('keeps a page staff have edited when the seed runs again', async () => {
    await server.database.db
      .updateTable('content_page_texts')
      .set({ title: 'Edited by staff' })
      .where('page_id', '=', 'faq')
      .where('language', '=', 'en')
      .execute()
    expect((await seed(server.database.db)).contentPagesWritten).toBe(0)
    expect((await pageIn('faq', 'en')).page.title).toBe('Edited by staff')
  })
})
