import { findTranslationProblems } from '@resort/core'
import { GIFT_VOUCHER_MOVES, GIFT_VOUCHER_STATES } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/adminGiftVouchers.json'
import en from '../../platform/i18n/locales/en/adminGiftVouchers.json'
import hr from '../../platform/i18n/locales/hr/adminGiftVouchers.json'
import it_ from '../../platform/i18n/locales/it/adminGiftVouchers.json'
import sl from '../../platform/i18n/locales/sl/adminGiftVouchers.json'
import { siteI18n } from '../../testing/siteI18n'
import { adminGiftVouchersTextsFor } from './adminGiftVouchersTexts'

const texts = { en, de, it: it_, hr, sl }

describe('the gift vouchers page’s texts (decision 015: one language loads with the page)', () => {
  it('issue 35: has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, adminGiftVouchers]) => [
        language,
        { adminGiftVouchers },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('issue 35: names every state and every kind of move core knows, in every language', () => {
    for (const [language, { states, moves }] of Object.entries(texts)) {
      for (const state of GIFT_VOUCHER_STATES)
        expect(
          (states as Record<string, string>)[state],
          `${language}: states.${state}`,
        ).toEqual(expect.any(String))
      for (const kind of GIFT_VOUCHER_MOVES)
        expect(
          (moves.kinds as Record<string, string>)[kind],
          `${language}: moves.kinds.${kind}`,
        ).toEqual(expect.any(String))
    }
  })

  it('issue 35: names the voucher by its code’s end wherever it speaks of one', () => {
    for (const [language, translated] of Object.entries(texts))
      for (const text of [
        translated.code_spoken,
        translated.named,
        translated.moves.caption,
        translated.void.ask,
        translated.void.done,
        translated.refund.ask,
        translated.refund.done,
        translated.failed.void,
        translated.failed.refund,
      ])
        expect(text, language).toContain('{{end}}')
  })

  it('issue 35: is written in each language, not left in English', () => {
    for (const [language, translated] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(translated.page.title, language).not.toBe(en.page.title)
      expect(translated.void.ask, language).not.toBe(en.void.ask)
      expect(translated.refund.ask, language).not.toBe(en.refund.ask)
      expect(translated.failed.payment_unavailable, language).not.toBe(
        en.failed.payment_unavailable,
      )
    }
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('sl')
    const loading = adminGiftVouchersTextsFor(i18n)
    expect(adminGiftVouchersTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('adminGiftVouchers:page.title')).toBe('Darilni boni')
    expect(i18n.hasResourceBundle('de', 'adminGiftVouchers')).toBe(false)
  })
})
