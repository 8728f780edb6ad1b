import { findTranslationProblems, LANGUAGES } from '@resort/core'
import { GIFT_VOUCHER_REFUSALS, GIFT_VOUCHER_STATES } from '@resort/core/api'
import type {
  GiftVoucherOrderField,
  GiftVoucherProblem,
} from '@resort/core/giftVouchers'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/giftVouchers.json'
import en from '../../platform/i18n/locales/en/giftVouchers.json'
import hr from '../../platform/i18n/locales/hr/giftVouchers.json'
import it_ from '../../platform/i18n/locales/it/giftVouchers.json'
import sl from '../../platform/i18n/locales/sl/giftVouchers.json'
import { siteI18n } from '../../testing/siteI18n'
import {
  orderErrorText,
  problemText,
  refusalText,
  validityText,
} from './giftVoucherMessages'
import { giftVouchersTextsFor } from './giftVouchersTexts'

const texts = { en, de, it: it_, hr, sl }

// Every code core's order schema and the server put on a field of the form (giftVouchers.ts);
// a record, so that a field the form gains fails the type check here until its codes are listed.
const FIELD_CODES: Record<GiftVoucherOrderField, readonly string[]> = {
  amount: ['required', 'whole_number', 'too_small', 'too_large'],
  recipientName: ['required', 'too_long'],
  recipientEmail: ['email_invalid', 'too_long'],
  message: ['too_long'],
  buyerName: ['required', 'too_long'],
  buyerEmail: ['required', 'email_invalid', 'too_long'],
}
const PROBLEMS: Record<GiftVoucherProblem['code'], true> = {
  payment_unavailable: true,
  card_not_taken: true,
  unanswered: true,
  rate_limited: true,
  failed: true,
}
// The balance check's own refusals beside the voucher refusals of decision 045.
const REFUSALS = [
  'required',
  'rate_limited',
  'failed',
  ...GIFT_VOUCHER_REFUSALS,
] as const

/** Each language's texts in the site's i18next, as the page has them once loaded. */
async function translators() {
  return Promise.all(
    LANGUAGES.map(async (language) => {
      const i18n = siteI18n(language)
      await giftVouchersTextsFor(i18n)
      return { language, t: i18n.translate('giftVouchers') }
    }),
  )
}

describe('the gift voucher page’s texts (decision 015: one language loads with the page)', () => {
  it('issue 35: has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, giftVouchers]) => [
        language,
        { giftVouchers },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 35: says every code a field of the form can get in its own words, in every language', async () => {
    for (const { language, t } of await translators())
      for (const [field, codes] of Object.entries(FIELD_CODES))
        for (const code of codes) {
          const text = orderErrorText(
            t,
            language,
            field as GiftVoucherOrderField,
            code,
          )
          const own = (texts[language].errors as Record<string, unknown>)[
            field
          ] as Record<string, string>
          expect(own[code], `${language}: errors.${field}.${code}`).toEqual(
            expect.any(String),
          )
          // The limits are filled in: no {{min}} left in the sentence.
          expect(text, `${language}: ${field}.${code}`).not.toMatch(/{{|}}/)
        }
  })

  it('issue 35: says every voucher refusal, every problem of the card step and every state, in every language', async () => {
    for (const { language, t } of await translators()) {
      for (const code of REFUSALS)
        expect(texts[language].refusals, `${language}: ${code}`).toHaveProperty(
          code,
        )
      expect(refusalText(t, { code: 'no_such_code' })).toBe(
        texts[language].refusals.failed,
      )
      for (const code of Object.keys(PROBLEMS))
        expect(
          problemText(t, { code } as GiftVoucherProblem),
          `${language}: ${code}`,
        ).toBe(texts[language].problems[code as GiftVoucherProblem['code']])
      for (const state of GIFT_VOUCHER_STATES)
        expect(texts[language].states, `${language}: ${state}`).toHaveProperty(
          state,
        )
    }
  })

  it('issue 35: names the voucher’s years in each language’s plural form', async () => {
    const validity = Object.fromEntries(
      (await translators()).map(({ language, t }) => [
        language,
        validityText(t),
      ]),
    )
    expect(validity).toEqual({
      en: '3 years',
      de: '3 Jahre',
      it: '3 anni',
      hr: '3 godine',
      sl: '3 leta',
    })
  })

  it('issue 35: is written in each language, not left in English', () => {
    for (const [language, translated] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(translated.title, language).not.toBe(en.title)
      expect(translated.buy.submit, language).not.toBe(en.buy.submit)
      expect(translated.balance.title, language).not.toBe(en.balance.title)
      expect(translated.refusals.gift_voucher_unknown, language).not.toBe(
        en.refusals.gift_voucher_unknown,
      )
    }
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('hr')
    const loading = giftVouchersTextsFor(i18n)
    expect(giftVouchersTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('giftVouchers:title')).toBe('Poklon bonovi')
    expect(i18n.hasResourceBundle('de', 'giftVouchers')).toBe(false)
  })
})
