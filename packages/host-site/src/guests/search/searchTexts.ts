import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `search` namespace (the search page's title and pager) in the page's language, once. */
export const searchTextsFor = lazyTexts('search', {
  en: () => import('../../platform/i18n/locales/en/search.json'),
  de: () => import('../../platform/i18n/locales/de/search.json'),
  it: () => import('../../platform/i18n/locales/it/search.json'),
  hr: () => import('../../platform/i18n/locales/hr/search.json'),
  sl: () => import('../../platform/i18n/locales/sl/search.json'),
})
