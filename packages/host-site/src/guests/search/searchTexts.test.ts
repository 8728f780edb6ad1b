import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/search.json'
import en from '../../platform/i18n/locales/en/search.json'
import hr from '../../platform/i18n/locales/hr/search.json'
import it_ from '../../platform/i18n/locales/it/search.json'
import sl from '../../platform/i18n/locales/sl/search.json'

describe('the search page’s texts (issue 33)', () => {
  it('has every text in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const search = (texts: Record<string, string>) => ({ search: texts })
    expect(
      findTranslationProblems({
        en: search(en),
        de: search(de),
        it: search(it_),
        hr: search(hr),
        sl: search(sl),
      }),
    ).toEqual([])
  })
})
