import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `giftVouchers` namespace (the gift voucher page) in the page's language, once. */
export const giftVouchersTextsFor = lazyTexts('giftVouchers', {
  en: () => import('../../platform/i18n/locales/en/giftVouchers.json'),
  de: () => import('../../platform/i18n/locales/de/giftVouchers.json'),
  it: () => import('../../platform/i18n/locales/it/giftVouchers.json'),
  hr: () => import('../../platform/i18n/locales/hr/giftVouchers.json'),
  sl: () => import('../../platform/i18n/locales/sl/giftVouchers.json'),
})
