import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/content.json'
import en from '../../platform/i18n/locales/en/content.json'
import hr from '../../platform/i18n/locales/hr/content.json'
import it_ from '../../platform/i18n/locales/it/content.json'
import sl from '../../platform/i18n/locales/sl/content.json'

const texts = { en, de, it: it_, hr, sl }

describe('the content pages’ labels (loaded with the pages, one language)', () => {
  it('has every key in en, de, it, hr and sl, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, content]) => [
        language,
        { content },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, content] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(content.offer_book, language).not.toBe(en.offer_book)
      expect(content.error, language).not.toBe(en.error)
      expect(content.capacity.caption, language).not.toBe(en.capacity.caption)
    }
  })
})
