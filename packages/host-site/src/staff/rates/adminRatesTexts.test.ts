import { findTranslationProblems } from '@resort/core'
import {
  OUTSIDE_CALENDAR_FAILURES,
  type RateEditPreviewResponse,
  type UnitCalendarImportResponse,
} from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/adminRates.json'
import en from '../../platform/i18n/locales/en/adminRates.json'
import hr from '../../platform/i18n/locales/hr/adminRates.json'
import it_ from '../../platform/i18n/locales/it/adminRates.json'
import sl from '../../platform/i18n/locales/sl/adminRates.json'
import { siteI18n } from '../../testing/siteI18n'
import { adminRatesTextsFor } from './adminRatesTexts'
import { errorKeyOf } from './rateErrorTexts'

const texts = { en, de, it: it_, hr, sl }

// Every code the rate edit's schemas and the server put on a field (rateEditPlan.ts, the zod
// checks of adminRates.ts), and the form's own invalid_amount.
const FIELD_CODES = [
  'required',
  'whole_number',
  'too_small',
  'too_large',
  'too_long',
  'not_zero',
  'in_past',
  'before_from',
  'range_too_long',
  'price_out_of_range',
  'above_inventory',
  'below_sold',
  'not_found',
  'date_invalid',
  'invalid_amount',
]

// A record, so that a warning the server adds fails the type check here until it is explained.
const WARNINGS: Record<
  RateEditPreviewResponse['warnings'][number]['code'],
  true
> = {
  closes_sold_nights: true,
  sold_nights_keep_price: true,
  min_stay_beyond_range: true,
  nights_without_inventory: true,
}

// The codes core's schema of a new outside calendar gives its fields (issue 35).
const CALENDAR_CODES = {
  name: ['required', 'too_long'],
  url: ['required', 'too_long', 'invalid_url'],
}

// A record, so that a status the server adds fails the type check here until it is said.
const CALENDAR_STATUSES: Record<UnitCalendarImportResponse['status'], true> = {
  waiting: true,
  ok: true,
  failed: true,
}

describe('the rates page’s texts (decision 015: one language loads with the page)', () => {
  it('issue 14: has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, adminRates]) => [
        language,
        { adminRates },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 14: explains every field error code and every warning of the server in every language', () => {
    for (const [language, adminRates] of Object.entries(texts)) {
      for (const code of FIELD_CODES)
        expect(adminRates.errors, `${language}: errors.${code}`).toHaveProperty(
          errorKeyOf(code),
        )
      for (const code of Object.keys(WARNINGS))
        expect(
          adminRates.warnings,
          `${language}: warnings.${code}`,
        ).toHaveProperty(`${code}_other`)
    }
  })

  it('issue 35: says every reason a fetch of an outside calendar failed in every language', () => {
    for (const [language, adminRates] of Object.entries(texts))
      for (const failure of OUTSIDE_CALENDAR_FAILURES)
        expect(
          adminRates.calendars.failures,
          `${language}: ${failure}`,
        ).toHaveProperty(failure)
  })

  it('issue 35: says every code of a new outside calendar’s fields and every status of a fetch in every language', () => {
    for (const [language, adminRates] of Object.entries(texts)) {
      const { calendars } = adminRates
      for (const [field, codes] of Object.entries(CALENDAR_CODES))
        for (const code of codes)
          expect(
            calendars.errors,
            `${language}: calendars.errors.${field}.${code}`,
          ).toHaveProperty(`${field}.${code}`)
      for (const status of Object.keys(CALENDAR_STATUSES)) {
        expect(calendars.status, `${language}: ${status}`).toHaveProperty(
          status,
        )
        // Announced after an addition or a fetch: 'ok' by the nights it closes.
        for (const outcome of ['added', 'fetched'])
          expect(calendars, `${language}: ${outcome} ${status}`).toHaveProperty(
            status === 'ok' ? `${outcome}_other` : `${outcome}_${status}`,
          )
      }
    }
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('sl')
    const loading = adminRatesTextsFor(i18n)
    expect(adminRatesTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('adminRates:page.title')).toBe('Cene in razpoložljivost')
    expect(i18n.hasResourceBundle('de', 'adminRates')).toBe(false)
  })
})
