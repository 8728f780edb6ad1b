import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `content` namespace (the content pages' labels) in the page's language, once. */
export const contentTextsFor = lazyTexts('content', {
  en: () => import('../i18n/locales/en/content.json'),
  de: () => import('../i18n/locales/de/content.json'),
  it: () => import('../i18n/locales/it/content.json'),
  hr: () => import('../i18n/locales/hr/content.json'),
  sl: () => import('../i18n/locales/sl/content.json'),
})
