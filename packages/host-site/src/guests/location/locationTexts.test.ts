import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/location.json'
import en from '../../platform/i18n/locales/en/location.json'
import hr from '../../platform/i18n/locales/hr/location.json'
import it_ from '../../platform/i18n/locales/it/location.json'
import sl from '../../platform/i18n/locales/sl/location.json'
import { AIRPORTS } from './nearestAirports'

const texts = { en, de, it: it_, hr, sl }

describe('the location pages’ labels (issue 16: loaded with the pages, one language)', () => {
  it('has every key in en, de, it, hr and sl, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, location]) => [
        language,
        { location },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, location] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(location.directions, language).not.toBe(en.directions)
      expect(location.airports.distance, language).not.toBe(
        en.airports.distance,
      )
      expect(location.links.external, language).not.toBe(en.links.external)
    }
  })

  it('names every airport the pages may list, in every language', () => {
    for (const [language, location] of Object.entries(texts))
      for (const { code } of AIRPORTS)
        expect(
          (location.airport_names as Record<string, string>)[code],
          `${language} ${code}`,
        ).toBeTruthy()
  })
})
