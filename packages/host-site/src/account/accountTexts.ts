import { resolveLanguage, type Language } from '@resort/core'
import type { i18n } from 'i18next'

type Texts = { default: Record<string, unknown> }

// The account pages' texts load with them, in the visitor's language only (as decision 015 does
// for the widget): a visitor reads one language.
const LOADERS: Record<Language, () => Promise<Texts>> = {
  en: () => import('../i18n/locales/en/account.json'),
  de: () => import('../i18n/locales/de/account.json'),
  it: () => import('../i18n/locales/it/account.json'),
  hr: () => import('../i18n/locales/hr/account.json'),
  sl: () => import('../i18n/locales/sl/account.json'),
}

// Keyed by the instance's resource store: react-i18next hands each component a wrapper of the
// instance (a new one when a suspended component mounts again), which shares the store.
const loading = new WeakMap<object, Map<Language, Promise<void>>>()

/** Adds the `account` namespace to an i18next instance in its language, once. */
export function accountTextsFor(instance: i18n): Promise<void> {
  const language = resolveLanguage(instance.language)
  let byLanguage = loading.get(instance.store)
  if (!byLanguage) loading.set(instance.store, (byLanguage = new Map()))
  let loaded = byLanguage.get(language)
  if (!loaded) {
    loaded = instance.hasResourceBundle(language, 'account')
      ? Promise.resolve()
      : LOADERS[language]().then(({ default: texts }) => {
          instance.addResourceBundle(language, 'account', texts)
        })
    byLanguage.set(language, loaded)
  }
  return loaded
}
