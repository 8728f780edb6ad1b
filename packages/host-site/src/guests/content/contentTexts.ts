import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `content` namespace (the content pages' labels) in the page's language, once. */
export const contentTextsFor = lazyTexts('content', {
  en: () => import('../../platform/i18n/locales/en/content.json'),
  de: () => import('../../platform/i18n/locales/de/content.json'),
  it: () => import('../../platform/i18n/locales/it/content.json'),
  hr: () => import('../../platform/i18n/locales/hr/content.json'),
  sl: () => import('../../platform/i18n/locales/sl/content.json'),
})
