import {
  DEFAULT_LANGUAGE,
  type Language,
  type TranslationResources,
} from '@resort/core/i18n'

/** One language's texts of a flow, by namespace (`{ search: {...}, calendar: {...} }`). */
type Namespaces = TranslationResources[string]

type LoadNamespaces = () => Promise<Namespaces>

/**
 * A flow's texts per language: bundled, or a function that loads them as a chunk of their own.
 * English, the source and every language's fallback, is bundled; the others load when a widget
 * asks for them, so a guest downloads one or two languages of a flow instead of five.
 */
export type FlowTexts = Record<Language, Namespaces | LoadNamespaces>

// Per page: two widgets in one language load it once.
const loaded = new Map<LoadNamespaces, Namespaces>()
const loading = new Map<LoadNamespaces, Promise<void>>()

const textsIn = (flow: FlowTexts, language: Language) => {
  const texts = flow[language]
  return typeof texts === 'function' ? loaded.get(texts) : texts
}

/** True when the flow's texts in a language are here: bundled, or loaded (or failed to load). */
export function hasTexts(flow: FlowTexts, language: Language): boolean {
  return textsIn(flow, language) !== undefined
}

/** The flow's texts for the translator: English, and the language's own once here. */
export function textsOf(
  flow: FlowTexts,
  language: Language,
): TranslationResources {
  const texts: TranslationResources = {}
  for (const lang of [DEFAULT_LANGUAGE, language]) {
    const found = textsIn(flow, lang)
    if (found) texts[lang] = found
  }
  return texts
}

/** Loads a language's texts of the flow; if they cannot be loaded, the flow shows English. */
export function loadTexts(flow: FlowTexts, language: Language): Promise<void> {
  const load = flow[language]
  if (typeof load !== 'function') return Promise.resolve()
  let done = loading.get(load)
  if (!done) {
    done = load().then(
      (texts) => void loaded.set(load, texts),
      () => void loaded.set(load, {}),
    )
    loading.set(load, done)
  }
  return done
}

/** One language's namespaces from their JSON modules: `{ search: import('./de/search.json') }`. */
export async function namespaces(
  modules: Record<string, Promise<{ default: Namespaces[string] }>>,
): Promise<Namespaces> {
  const entries = await Promise.all(
    Object.entries(modules).map(
      async ([namespace, module]) =>
        [namespace, (await module).default] as const,
    ),
  )
  return Object.fromEntries(entries)
}
