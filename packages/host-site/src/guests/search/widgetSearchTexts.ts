import { resolveLanguage, type Language } from '@resort/core'
import { loadSearchTexts } from '@resort/widget/react'
import { hydrationAwaits } from '../../platform/ssr'

const loading = new Map<Language, Promise<void>>()

/**
 * The widget's search texts in a language, loaded before the search page renders its search:
 * the server renders it in the page's language, and the page hydrates only once they are here,
 * so the browser renders what the server did (the widget shows nothing until its texts load).
 * The same promise each time, for use().
 */
export function widgetSearchTexts(lang: string): Promise<void> {
  const language = resolveLanguage(lang)
  let loaded = loading.get(language)
  if (!loaded) {
    loaded = hydrationAwaits(loadSearchTexts(language))
    loading.set(language, loaded)
  }
  return loaded
}
