import { resolveLanguage, type Language } from '@resort/core'
import type { i18n } from 'i18next'

type Texts = { default: Record<string, unknown> }

/**
 * A namespace whose texts load with its pages, in the visitor's language only (as decision 015
 * does for the widget): a visitor reads one language. Returns what adds it to an i18next
 * instance, once per language.
 */
export function lazyTexts(
  namespace: string,
  loaders: Record<Language, () => Promise<Texts>>,
): (instance: i18n) => Promise<void> {
  // Keyed by the instance's resource store: react-i18next hands each component a wrapper of the
  // instance (a new one when a suspended component mounts again), which shares the store.
  const loading = new WeakMap<object, Map<Language, Promise<void>>>()
  return (instance) => {
    const language = resolveLanguage(instance.language)
    let byLanguage = loading.get(instance.store)
    if (!byLanguage) loading.set(instance.store, (byLanguage = new Map()))
    let loaded = byLanguage.get(language)
    if (!loaded) {
      loaded = instance.hasResourceBundle(language, namespace)
        ? Promise.resolve()
        : loaders[language]().then(({ default: texts }) => {
            instance.addResourceBundle(language, namespace, texts)
          })
      byLanguage.set(language, loaded)
    }
    return loaded
  }
}
