import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `gallery` namespace (the galleries' and unit type pages' labels) in the page's language, once. */
export const galleryTextsFor = lazyTexts('gallery', {
  en: () => import('../../platform/i18n/locales/en/gallery.json'),
  de: () => import('../../platform/i18n/locales/de/gallery.json'),
  it: () => import('../../platform/i18n/locales/it/gallery.json'),
  hr: () => import('../../platform/i18n/locales/hr/gallery.json'),
  sl: () => import('../../platform/i18n/locales/sl/gallery.json'),
})
