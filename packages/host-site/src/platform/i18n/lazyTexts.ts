import { resolveLanguage, type Language } from '@resort/core'
import { hydrationAwaits } from '../ssr'
import type { SiteI18n, SiteNamespaces } from './translation'

type Texts = { default: SiteNamespaces[string] }

/**
 * A namespace whose texts load with its pages, in the visitor's language only (as decision 015
 * does for the widget): a visitor reads one language. Returns what adds it to a page's texts,
 * once per language.
 */
export function lazyTexts(
  namespace: string,
  loaders: Record<Language, () => Promise<Texts>>,
): (instance: SiteI18n) => Promise<void> {
  // Per page's texts: the same promise on every render, for use().
  const loading = new WeakMap<SiteI18n, Map<Language, Promise<void>>>()
  return (instance) => {
    const language = resolveLanguage(instance.language)
    let byLanguage = loading.get(instance)
    if (!byLanguage) loading.set(instance, (byLanguage = new Map()))
    let loaded = byLanguage.get(language)
    if (!loaded) {
      loaded = instance.hasResourceBundle(language, namespace)
        ? Promise.resolve()
        : hydrationAwaits(loaders[language]()).then(({ default: texts }) => {
            instance.addResourceBundle(language, namespace, texts)
          })
      byLanguage.set(language, loaded)
    }
    return loaded
  }
}
