import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `adminRates` namespace to an i18next instance in its language, once. */
export const adminRatesTextsFor = lazyTexts('adminRates', {
  en: () => import('../../platform/i18n/locales/en/adminRates.json'),
  de: () => import('../../platform/i18n/locales/de/adminRates.json'),
  it: () => import('../../platform/i18n/locales/it/adminRates.json'),
  hr: () => import('../../platform/i18n/locales/hr/adminRates.json'),
  sl: () => import('../../platform/i18n/locales/sl/adminRates.json'),
})
