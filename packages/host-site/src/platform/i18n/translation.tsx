import {
  createTranslator,
  resolveLanguage,
  type Language,
  type TranslateOptions,
  type TranslationResources,
} from '@resort/core/i18n'
import { createContext, useContext, type ReactNode } from 'react'

/** One language's texts, by namespace (`{ common: {...}, home: {...} }`). */
export type SiteNamespaces = TranslationResources[string]

/** What a translate function takes beyond core's translator's: another namespace, as `ns`. */
type TOptions = TranslateOptions & { ns?: string }

/**
 * Translates a key of its namespace (dotted for nested keys), or of another as `ns:key` or
 * `{ ns }`; given several keys, the first that has a text. The type parameter names the
 * namespace for the reader.
 */
export type TFunction<_Namespace extends string = string> = (
  key: string | readonly string[],
  options?: TOptions,
) => string

/** The page's language and texts (decision 031: core's translator, not i18next). */
export interface SiteI18n {
  readonly language: Language
  /** A key of the common namespace, or of another as `ns:key` or `{ ns }`. */
  readonly t: TFunction
  /** The translate function of a namespace (one per namespace, kept). */
  translate(namespace: string): TFunction
  hasResourceBundle(language: string, namespace: string): boolean
  /** Adds a namespace loaded with its pages (lazyTexts); translate functions find it at once. */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: SiteNamespaces[string],
  ): void
}

const PREFIXED = /^(\w+):(.+)$/s

/** The texts of a page in one language; `texts` are its base namespaces. */
export function createSiteI18n(
  language: string | undefined,
  texts: SiteNamespaces,
  defaultNamespace = 'common',
): SiteI18n {
  const lang = resolveLanguage(language)
  // A copy: namespaces loaded later join this page's texts, never the module's.
  const resources: TranslationResources = { [lang]: { ...texts } }
  const has = (language: string, namespace: string) =>
    resources[language]?.[namespace] !== undefined
  const translators = new Map<string, TFunction>()

  function translate(namespace: string): TFunction {
    let found = translators.get(namespace)
    if (found) return found
    const { t } = createTranslator(resources, namespace, lang)
    found = (key, options = {}) => {
      const { ns, ...rest } = options
      if (ns !== undefined && ns !== namespace) return translate(ns)(key, rest)
      const prefixed = typeof key === 'string' ? PREFIXED.exec(key) : null
      if (prefixed?.[1] && prefixed[2] && has(lang, prefixed[1]))
        return translate(prefixed[1])(prefixed[2], rest)
      return t(key, rest)
    }
    translators.set(namespace, found)
    return found
  }

  return {
    language: lang,
    t: translate(defaultNamespace),
    translate,
    hasResourceBundle: has,
    addResourceBundle(language, namespace, bundle) {
      resources[language] = { ...resources[language], [namespace]: bundle }
    },
  }
}

const TranslationContext = createContext<SiteI18n | undefined>(undefined)

/** Gives the page's components its language and texts. */
export function SiteTranslations({
  i18n,
  children,
}: {
  i18n: SiteI18n
  children: ReactNode
}) {
  return (
    <TranslationContext.Provider value={i18n}>
      {children}
    </TranslationContext.Provider>
  )
}

/** A namespace's translate function and the page's texts (the shape of react-i18next's hook). */
export function useTranslation(namespace = 'common'): {
  t: TFunction
  i18n: SiteI18n
} {
  const i18n = useContext(TranslationContext)
  if (!i18n)
    throw new Error('Site components must be inside <SiteTranslations>')
  return { t: i18n.translate(namespace), i18n }
}
