import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `styleGuide` namespace (the style guide's texts) in the page's language, once. */
export const styleGuideTextsFor = lazyTexts('styleGuide', {
  en: () => import('../i18n/locales/en/styleGuide.json'),
  de: () => import('../i18n/locales/de/styleGuide.json'),
  it: () => import('../i18n/locales/it/styleGuide.json'),
  hr: () => import('../i18n/locales/hr/styleGuide.json'),
  sl: () => import('../i18n/locales/sl/styleGuide.json'),
})
