import { findTranslationProblems } from '@resort/core'
import type { PromoCodeField } from '@resort/core/staff'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/adminPromoCodes.json'
import en from '../../platform/i18n/locales/en/adminPromoCodes.json'
import hr from '../../platform/i18n/locales/hr/adminPromoCodes.json'
import it_ from '../../platform/i18n/locales/it/adminPromoCodes.json'
import sl from '../../platform/i18n/locales/sl/adminPromoCodes.json'
import { siteI18n } from '../../testing/siteI18n'
import { adminPromoCodesTextsFor } from './adminPromoCodesTexts'
import { errorKeyOf } from './promoCodeErrorText'

const texts = { en, de, it: it_, hr, sl }

// Every code core's request schema, the form's own typing and the server put on a field of the
// form (promoCodes.ts, promoCodeDraft.ts, routes/promoCodes.ts); a record, so that a field the
// form gains fails the type check here until its codes are listed.
const FIELD_CODES: Record<PromoCodeField, readonly string[]> = {
  code: [
    'required',
    'too_short',
    'too_long',
    'invalid',
    'promo_code_invalid',
    'promo_code_exists',
  ],
  kind: ['required'],
  value: [
    'required',
    'whole_number',
    'invalid_amount',
    'too_small',
    'too_large',
  ],
  currency: ['required', 'invalid', 'not_property_currency'],
  // Ids ticked from the catalog: too many, or gone from it since.
  propertyIds: ['too_many', 'not_found'],
  ratePlanIds: ['too_many', 'not_found'],
  stayFrom: ['date_invalid'],
  stayTo: ['date_invalid', 'before_start'],
  bookFrom: ['date_invalid'],
  bookTo: ['date_invalid', 'before_start'],
  minNights: ['whole_number', 'too_small', 'too_large'],
  maxUses: ['whole_number', 'too_small', 'too_large'],
  maxUsesPerGuest: ['whole_number', 'too_small', 'too_large'],
  combinable: ['invalid'],
}

describe('the promo codes page’s texts (decision 015: one language loads with the page)', () => {
  it('issue 35: has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, adminPromoCodes]) => [
        language,
        { adminPromoCodes },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 35: says every code a field of the form can get, in its own words or the code’s, in every language', () => {
    for (const [language, { errors }] of Object.entries(texts))
      for (const [field, codes] of Object.entries(FIELD_CODES))
        for (const code of codes) {
          const own = (errors as Record<string, unknown>)[field] as
            Record<string, string> | undefined
          const key = errorKeyOf(code)
          expect(
            own?.[key] ?? (errors as Record<string, unknown>)[key],
            `${language}: errors.${field}.${code}`,
          ).toEqual(expect.any(String))
        }
  })

  it('issue 35: is written in each language, not left in English', () => {
    for (const [language, translated] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(translated.page.title, language).not.toBe(en.page.title)
      expect(translated.form.submit, language).not.toBe(en.form.submit)
      expect(translated.void.ask, language).not.toBe(en.void.ask)
    }
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('hr')
    const loading = adminPromoCodesTextsFor(i18n)
    expect(adminPromoCodesTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('adminPromoCodes:page.title')).toBe('Promotivni kodovi')
    expect(i18n.hasResourceBundle('de', 'adminPromoCodes')).toBe(false)
  })
})
