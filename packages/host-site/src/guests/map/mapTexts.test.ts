import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/map.json'
import en from '../../platform/i18n/locales/en/map.json'
import hr from '../../platform/i18n/locales/hr/map.json'
import it_ from '../../platform/i18n/locales/it/map.json'
import sl from '../../platform/i18n/locales/sl/map.json'

const texts = { en, de, it: it_, hr, sl }

describe('the map page’s labels (loaded with the page, one language)', () => {
  it('issue 16: has every key in en, de, it, hr and sl, with each language’s plural forms, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, map]) => [language, { map }]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 16: keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, map] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(map.title, language).not.toBe(en.title)
      expect(map.skip_map, language).not.toBe(en.skip_map)
      expect(map.map.help, language).not.toBe(en.map.help)
      expect(map.map.zoom_in, language).not.toBe(en.map.zoom_in)
      expect(map.list.show_on_map, language).not.toBe(en.list.show_on_map)
    }
  })
})
