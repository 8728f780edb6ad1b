import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `account` namespace to an i18next instance in its language, once. */
export const accountTextsFor = lazyTexts('account', {
  en: () => import('../../platform/i18n/locales/en/account.json'),
  de: () => import('../../platform/i18n/locales/de/account.json'),
  it: () => import('../../platform/i18n/locales/it/account.json'),
  hr: () => import('../../platform/i18n/locales/hr/account.json'),
  sl: () => import('../../platform/i18n/locales/sl/account.json'),
})
