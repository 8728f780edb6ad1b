import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `reviews` namespace (a property's reviews) in the page's language, once. */
export const reviewsTextsFor = lazyTexts('reviews', {
  en: () => import('../../platform/i18n/locales/en/reviews.json'),
  de: () => import('../../platform/i18n/locales/de/reviews.json'),
  it: () => import('../../platform/i18n/locales/it/reviews.json'),
  hr: () => import('../../platform/i18n/locales/hr/reviews.json'),
  sl: () => import('../../platform/i18n/locales/sl/reviews.json'),
})
