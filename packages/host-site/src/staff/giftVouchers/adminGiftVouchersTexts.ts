import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `adminGiftVouchers` namespace to an i18next instance in its language, once. */
export const adminGiftVouchersTextsFor = lazyTexts('adminGiftVouchers', {
  en: () => import('../../platform/i18n/locales/en/adminGiftVouchers.json'),
  de: () => import('../../platform/i18n/locales/de/adminGiftVouchers.json'),
  it: () => import('../../platform/i18n/locales/it/adminGiftVouchers.json'),
  hr: () => import('../../platform/i18n/locales/hr/adminGiftVouchers.json'),
  sl: () => import('../../platform/i18n/locales/sl/adminGiftVouchers.json'),
})
