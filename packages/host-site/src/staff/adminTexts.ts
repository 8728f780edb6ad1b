import { lazyTexts } from '../platform/i18n/lazyTexts'

/** Adds the `admin` namespace to an i18next instance in its language, once (staff pages only). */
export const adminTextsFor = lazyTexts('admin', {
  en: () => import('../platform/i18n/locales/en/admin.json'),
  de: () => import('../platform/i18n/locales/de/admin.json'),
  it: () => import('../platform/i18n/locales/it/admin.json'),
  hr: () => import('../platform/i18n/locales/hr/admin.json'),
  sl: () => import('../platform/i18n/locales/sl/admin.json'),
})
