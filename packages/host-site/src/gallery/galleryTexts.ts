import { lazyTexts } from '../i18n/lazyTexts'

/** Adds the `gallery` namespace (the galleries' and unit type pages' labels) in the page's language, once. */
export const galleryTextsFor = lazyTexts('gallery', {
  en: () => import('../i18n/locales/en/gallery.json'),
  de: () => import('../i18n/locales/de/gallery.json'),
  it: () => import('../i18n/locales/it/gallery.json'),
  hr: () => import('../i18n/locales/hr/gallery.json'),
  sl: () => import('../i18n/locales/sl/gallery.json'),
})
