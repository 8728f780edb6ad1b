import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `reviews` namespace (a property's reviews) in the page's language, once. */
export const reviewsTextsFor = lazyTexts('reviews', {
  en: () => import('../i18n/locales/en/reviews.json'),
  de: () => import('../i18n/locales/de/reviews.json'),
  it: () => import('../i18n/locales/it/reviews.json'),
  hr: () => import('../i18n/locales/hr/reviews.json'),
  sl: () => import('../i18n/locales/sl/reviews.json'),
})
