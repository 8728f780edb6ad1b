import { findTranslationProblems } from '@resort/core'
import { AUTH_ERROR_CODES } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/account.json'
import en from '../../platform/i18n/locales/en/account.json'
import hr from '../../platform/i18n/locales/hr/account.json'
import it_ from '../../platform/i18n/locales/it/account.json'
import sl from '../../platform/i18n/locales/sl/account.json'
import { siteI18n } from '../../testing/siteI18n'
import { accountTextsFor } from './accountTexts'

const texts = { en, de, it: it_, hr, sl }

// The codes the account schemas and the server can put on a field.
const FIELD_CODES = [
  ...AUTH_ERROR_CODES,
  'required',
  'invalid_type',
  'too_long',
  'email_invalid',
]

describe('account texts (decision 015: one language loads with the pages)', () => {
  it('has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, account]) => [
        language,
        { account },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('translates every field code of the account schemas and the server', () => {
    for (const [language, account] of Object.entries(texts))
      for (const code of FIELD_CODES)
        expect(account.errors, `${language}: errors.${code}`).toHaveProperty(
          code,
        )
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('hr')
    const loading = accountTextsFor(i18n)
    expect(accountTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('account:sign_in.title')).toBe('Prijava')
    expect(i18n.hasResourceBundle('de', 'account')).toBe(false)
  })
})
