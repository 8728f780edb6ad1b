import { findTranslationProblems } from '@resort/core'
import { LOYALTY_ERROR_CODES, POINTS_REASONS } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/loyalty.json'
import en from '../../platform/i18n/locales/en/loyalty.json'
import hr from '../../platform/i18n/locales/hr/loyalty.json'
import it_ from '../../platform/i18n/locales/it/loyalty.json'
import sl from '../../platform/i18n/locales/sl/loyalty.json'

const texts = { en, de, it: it_, hr, sl }

describe('the club’s texts (decision 015: one language loads with the pages)', () => {
  it('has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, loyalty]) => [
        language,
        { loyalty },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('explains every reason a points entry can have, in every language', () => {
    for (const [language, loyalty] of Object.entries(texts))
      for (const reason of POINTS_REASONS)
        expect(loyalty.points.reasons, `${language}: ${reason}`).toHaveProperty(
          reason,
        )
  })

  it('words every refusal of a transfer, in every language', () => {
    for (const [language, loyalty] of Object.entries(texts))
      for (const code of [...LOYALTY_ERROR_CODES, 'required', 'invalid'])
        expect(loyalty.transfer.errors, `${language}: ${code}`).toHaveProperty(
          code,
        )
  })

  it('keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, loyalty] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(loyalty.points.title).not.toBe(en.points.title)
      expect(loyalty.transfer.submit).not.toBe(en.transfer.submit)
      expect(loyalty.club.earning_rule).not.toBe(en.club.earning_rule)
    }
  })
})
