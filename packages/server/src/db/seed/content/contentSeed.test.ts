import { LANGUAGES } from '@resort/core'
import { CONTENT_PAGE_IDS } from '@resort/core/site'
import { describe, expect, it } from 'vitest'
import { catalog } from '../catalog/index'
import { contentPages } from './index'

const entries = contentPages.flatMap((page) =>
  page.entries.map((entry) => ({ page: page.id, entry })),
)

describe('the seeded content (issue 16: every page in five languages, real and specific)', () => {
  it('holds each content page once', () => {
    expect(contentPages.map((page) => page.id).sort()).toEqual(
      [...CONTENT_PAGE_IDS].sort(),
    )
  })

  it('gives entries ids of their own, each starting with its page', () => {
    const ids = entries.map(({ entry }) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { page, entry } of entries)
      expect(entry.id.startsWith(`${page}-`), entry.id).toBe(true)
    for (const id of ids) expect(id.length, id).toBeLessThanOrEqual(64)
  })

  it('writes every text in all five languages, none empty, none left in English', () => {
    for (const page of contentPages) {
      for (const language of LANGUAGES) {
        for (const text of [page.title, page.description, page.intro])
          expect(text[language].trim(), `${page.id} ${language}`).not.toBe('')
        if (language !== 'en')
          expect(page.intro[language], `${page.id} ${language}`).not.toBe(
            page.intro.en,
          )
      }
    }
    for (const { entry } of entries)
      for (const language of LANGUAGES) {
        for (const text of [entry.title, entry.summary, entry.body])
          expect(text[language].trim(), `${entry.id} ${language}`).not.toBe('')
        if (language !== 'en')
          expect(entry.body[language], `${entry.id} ${language}`).not.toBe(
            entry.body.en,
          )
        expect(entry.facts?.[language].length ?? 0).toBe(
          entry.facts?.en.length ?? 0,
        )
      }
  })

  it('keeps meta descriptions between 50 and 160 characters', () => {
    for (const page of contentPages)
      for (const language of LANGUAGES) {
        const { length } = page.description[language]
        expect(length, `${page.id} ${language}`).toBeGreaterThanOrEqual(50)
        expect(length, `${page.id} ${language}`).toBeLessThanOrEqual(160)
      }
  })

  it('names only seeded properties, and offers book a rate of their own property', () => {
    const rates = new Map(
      catalog.properties.flatMap((property) =>
        property.ratePlans.map((rate) => [rate.id, property.id] as const),
      ),
    )
    const properties = new Set(
      catalog.properties.map((property) => property.id),
    )
    for (const { entry } of entries)
      if (entry.propertyId)
        expect(properties.has(entry.propertyId), entry.id).toBe(true)
    const offers = entries.filter(({ page }) => page === 'offers')
    expect(offers.length).toBeGreaterThanOrEqual(5)
    for (const { entry } of offers) {
      expect(entry.ratePlanId, entry.id).toBeDefined()
      expect(rates.get(entry.ratePlanId ?? ''), entry.id).toBe(entry.propertyId)
      expect(entry.toDay! >= entry.fromDay!, entry.id).toBe(true)
    }
  })

  it('dates every event, and has some already over for the site to drop', () => {
    const events = entries.filter(({ page }) => page === 'events')
    for (const { entry } of events) {
      expect(entry.fromDay, entry.id).toBeDefined()
      expect(entry.toDay! >= entry.fromDay!, entry.id).toBe(true)
    }
    expect(events.some(({ entry }) => entry.toDay! < 0)).toBe(true)
    expect(
      events.filter(({ entry }) => entry.toDay! >= 0).length,
    ).toBeGreaterThan(4)
  })
})
