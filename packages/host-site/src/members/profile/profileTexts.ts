import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `profile` namespace (the member's personal data) in the page's language, once. */
export const profileTextsFor = lazyTexts('profile', {
  en: () => import('../../platform/i18n/locales/en/profile.json'),
  de: () => import('../../platform/i18n/locales/de/profile.json'),
  it: () => import('../../platform/i18n/locales/it/profile.json'),
  hr: () => import('../../platform/i18n/locales/hr/profile.json'),
  sl: () => import('../../platform/i18n/locales/sl/profile.json'),
})
