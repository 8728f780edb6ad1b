import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import de from '../platform/i18n/locales/de/admin.json'
import en from '../platform/i18n/locales/en/admin.json'
import hr from '../platform/i18n/locales/hr/admin.json'
import it_ from '../platform/i18n/locales/it/admin.json'
import sl from '../platform/i18n/locales/sl/admin.json'
import { siteI18n } from '../testing/siteI18n'
import { adminTextsFor } from './adminTexts'

const texts = { en, de, it: it_, hr, sl }

// The codes the admin schemas and the server put on the fields these pages have (not_zero's
// text is zero_points: i18next would read the code as a plural form).
const FIELD_CODES = [
  'required',
  'too_long',
  'code_invalid',
  'code_wrong',
  'code_expired',
  'whole_number',
  'too_small',
  'too_large',
  'zero_points',
  'insufficient_points',
  // A booking changed for the guest: its dates and rooms.
  'date_invalid',
  'date_from_in_past',
  'date_to_not_after_date_from',
  'stay_too_long',
  'below_min_nights',
  'closed_to_arrival',
  'closed_to_departure',
  'over_occupancy',
  'sold_out',
  // A fee or a refund (issue 32): the amount as typed, checked in core, and the server's rules.
  'amount_invalid',
  'fee_too_large',
  'not_a_no_show',
  'no_cancellation_fee',
  'card_declined',
  'refund_too_large',
]

describe('admin texts (issue 14: staff work in hr, sl, it, de and en)', () => {
  it('has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, admin]) => [language, { admin }]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('translates every field code of the admin schemas and the server', () => {
    for (const [language, admin] of Object.entries(texts))
      for (const code of FIELD_CODES)
        expect(admin.errors, `${language}: errors.${code}`).toHaveProperty(code)
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('sl')
    const loading = adminTextsFor(i18n)
    expect(adminTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('admin:nav.audit-log')).toBe('Dnevnik sprememb')
    expect(i18n.hasResourceBundle('hr', 'admin')).toBe(false)
  })
})
