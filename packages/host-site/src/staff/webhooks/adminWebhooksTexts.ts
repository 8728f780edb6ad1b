import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `adminWebhooks` namespace to an i18next instance in its language, once. */
export const adminWebhooksTextsFor = lazyTexts('adminWebhooks', {
  en: () => import('../../platform/i18n/locales/en/adminWebhooks.json'),
  de: () => import('../../platform/i18n/locales/de/adminWebhooks.json'),
  it: () => import('../../platform/i18n/locales/it/adminWebhooks.json'),
  hr: () => import('../../platform/i18n/locales/hr/adminWebhooks.json'),
  sl: () => import('../../platform/i18n/locales/sl/adminWebhooks.json'),
})
