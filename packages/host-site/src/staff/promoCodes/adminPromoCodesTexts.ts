import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `adminPromoCodes` namespace to an i18next instance in its language, once. */
export const adminPromoCodesTextsFor = lazyTexts('adminPromoCodes', {
  en: () => import('../../platform/i18n/locales/en/adminPromoCodes.json'),
  de: () => import('../../platform/i18n/locales/de/adminPromoCodes.json'),
  it: () => import('../../platform/i18n/locales/it/adminPromoCodes.json'),
  hr: () => import('../../platform/i18n/locales/hr/adminPromoCodes.json'),
  sl: () => import('../../platform/i18n/locales/sl/adminPromoCodes.json'),
})
