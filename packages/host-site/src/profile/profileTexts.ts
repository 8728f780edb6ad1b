import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `profile` namespace (the member's personal data) in the page's language, once. */
export const profileTextsFor = lazyTexts('profile', {
  en: () => import('../i18n/locales/en/profile.json'),
  de: () => import('../i18n/locales/de/profile.json'),
  it: () => import('../i18n/locales/it/profile.json'),
  hr: () => import('../i18n/locales/hr/profile.json'),
  sl: () => import('../i18n/locales/sl/profile.json'),
})
