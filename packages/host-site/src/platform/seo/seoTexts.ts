import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `seo` namespace (pages' descriptions for search engines); only the server reads it. */
export const seoTextsFor = lazyTexts('seo', {
  en: () => import('../i18n/locales/en/seo.json'),
  de: () => import('../i18n/locales/de/seo.json'),
  it: () => import('../i18n/locales/it/seo.json'),
  hr: () => import('../i18n/locales/hr/seo.json'),
  sl: () => import('../i18n/locales/sl/seo.json'),
})
