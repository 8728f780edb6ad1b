import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `account` namespace to an i18next instance in its language, once. */
export const accountTextsFor = lazyTexts('account', {
  en: () => import('../i18n/locales/en/account.json'),
  de: () => import('../i18n/locales/de/account.json'),
  it: () => import('../i18n/locales/it/account.json'),
  hr: () => import('../i18n/locales/hr/account.json'),
  sl: () => import('../i18n/locales/sl/account.json'),
})
