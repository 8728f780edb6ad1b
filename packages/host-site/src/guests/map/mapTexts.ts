import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `map` namespace (the map page's labels) in the page's language, once. */
export const mapTextsFor = lazyTexts('map', {
  en: () => import('../../platform/i18n/locales/en/map.json'),
  de: () => import('../../platform/i18n/locales/de/map.json'),
  it: () => import('../../platform/i18n/locales/it/map.json'),
  hr: () => import('../../platform/i18n/locales/hr/map.json'),
  sl: () => import('../../platform/i18n/locales/sl/map.json'),
})
