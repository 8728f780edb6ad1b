import type { Language } from '@resort/core'
import type { texts } from './texts/en'

type SiteTexts = typeof texts

// One chunk per language: a visitor reads one, so the others are not sent (issue 15).
const loaders: Record<Language, () => Promise<{ texts: SiteTexts }>> = {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  it: () => import('./texts/it'),
  hr: () => import('./texts/hr'),
  sl: () => import('./texts/sl'),
}
const ready = new Map<Language, SiteTexts>()
const loading = new Map<Language, Promise<void>>()

/** Hands over texts already in memory (the server's renderer and the tests hold every language). */
export function provideSiteTexts(
  all: Partial<Record<Language, SiteTexts>>,
): void {
  for (const [language, texts] of Object.entries(all) as [
    Language,
    SiteTexts,
  ][])
    ready.set(language, texts)
}

/** Loads a language's base texts once; the browser waits for its page's before hydrating. */
export function loadSiteTexts(language: Language): Promise<void> {
  if (ready.has(language)) return Promise.resolve()
  let pending = loading.get(language)
  if (!pending) {
    pending = loaders[language]().then(({ texts }) => {
      ready.set(language, texts)
    })
    loading.set(language, pending)
  }
  return pending
}

/**
 * A language's base texts, suspending the page (Suspense) while they load: only a client
 * navigation to another language waits for them.
 */
export function useSiteTexts(language: Language): SiteTexts {
  const texts = ready.get(language)
  if (texts) return texts
  throw loadSiteTexts(language)
}
