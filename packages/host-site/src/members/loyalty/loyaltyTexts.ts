import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `loyalty` namespace to an i18next instance in its language, once. */
export const loyaltyTextsFor = lazyTexts('loyalty', {
  en: () => import('../../platform/i18n/locales/en/loyalty.json'),
  de: () => import('../../platform/i18n/locales/de/loyalty.json'),
  it: () => import('../../platform/i18n/locales/it/loyalty.json'),
  hr: () => import('../../platform/i18n/locales/hr/loyalty.json'),
  sl: () => import('../../platform/i18n/locales/sl/loyalty.json'),
})
