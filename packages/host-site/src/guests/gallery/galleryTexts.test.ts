import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/gallery.json'
import en from '../../platform/i18n/locales/en/gallery.json'
import hr from '../../platform/i18n/locales/hr/gallery.json'
import it_ from '../../platform/i18n/locales/it/gallery.json'
import sl from '../../platform/i18n/locales/sl/gallery.json'

const texts = { en, de, it: it_, hr, sl }

describe('the galleries’ and unit pages’ labels (loaded with the pages, one language)', () => {
  it('issue 16: has every key in en, de, it, hr and sl with the plural forms each needs, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, gallery]) => [
        language,
        { gallery },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 16: keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, gallery] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(gallery.caption.property, language).not.toBe(en.caption.property)
      expect(gallery.viewer.keys, language).not.toBe(en.viewer.keys)
      expect(gallery.unit.book, language).not.toBe(en.unit.book)
      expect(gallery.unit.accessibility_none, language).not.toBe(
        en.unit.accessibility_none,
      )
    }
  })
})
