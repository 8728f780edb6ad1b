import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `location` namespace (the location pages' labels) in the page's language, once. */
export const locationTextsFor = lazyTexts('location', {
  en: () => import('../../platform/i18n/locales/en/location.json'),
  de: () => import('../../platform/i18n/locales/de/location.json'),
  it: () => import('../../platform/i18n/locales/it/location.json'),
  hr: () => import('../../platform/i18n/locales/hr/location.json'),
  sl: () => import('../../platform/i18n/locales/sl/location.json'),
})
