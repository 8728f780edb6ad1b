import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `admin` namespace to an i18next instance in its language, once (staff pages only). */
export const adminTextsFor = lazyTexts('admin', {
  en: () => import('../i18n/locales/en/admin.json'),
  de: () => import('../i18n/locales/de/admin.json'),
  it: () => import('../i18n/locales/it/admin.json'),
  hr: () => import('../i18n/locales/hr/admin.json'),
  sl: () => import('../i18n/locales/sl/admin.json'),
})
