import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../i18n/locales/de/seo.json'
import en from '../i18n/locales/en/seo.json'
import hr from '../i18n/locales/hr/seo.json'
import it_ from '../i18n/locales/it/seo.json'
import sl from '../i18n/locales/sl/seo.json'

describe("pages' descriptions (issue 15)", () => {
  it('has every description in en, de, it, hr and sl, none empty', () => {
    const seo = (texts: typeof en) => ({ seo: texts })
    expect(
      findTranslationProblems({
        en: seo(en),
        de: seo(de),
        it: seo(it_),
        hr: seo(hr),
        sl: seo(sl),
      }),
    ).toEqual([])
  })

  it('describes each page in a language differently from every other', () => {
    for (const texts of [en, de, it_, hr, sl])
      expect(new Set(Object.values(texts)).size).toBe(Object.keys(texts).length)
  })
})
