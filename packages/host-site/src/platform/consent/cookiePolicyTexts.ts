import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `cookiePolicy` namespace to an i18next instance in its language, once. */
export const cookiePolicyTextsFor = lazyTexts('cookiePolicy', {
  en: () => import('../i18n/locales/en/cookiePolicy.json'),
  de: () => import('../i18n/locales/de/cookiePolicy.json'),
  it: () => import('../i18n/locales/it/cookiePolicy.json'),
  hr: () => import('../i18n/locales/hr/cookiePolicy.json'),
  sl: () => import('../i18n/locales/sl/cookiePolicy.json'),
})
