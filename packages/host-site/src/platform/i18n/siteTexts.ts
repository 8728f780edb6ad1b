import type { Language } from '@resort/core'
import { useEffect, useReducer } from 'react'
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
    pending = loaders[language]().then(
      ({ texts }) => {
        ready.set(language, texts)
      },
      (error: unknown) => {
        // A chunk that did not come (offline, or a deploy replaced it) is asked for again next time.
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, pending)
  }
  return pending
}

/**
 * A language's base texts, or undefined while they load; the component renders again when they
 * are there. (Not Suspense: the browser runs Preact, where a thrown promise with no boundary
 * above would leave the page as it was.)
 */
export function useSiteTexts(language: Language): SiteTexts | undefined {
  const texts = ready.get(language)
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (texts) return
    let current = true
    // Failed, the page stays in the language it shows; the next render or switch asks again.
    loadSiteTexts(language).then(
      () => {
        if (current) loaded()
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [language, texts])
  return texts
}
