import {
  createTranslator,
  resolveLanguage,
  type Language,
  type TranslationResources,
  type Translator,
} from '@resort/core/i18n'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

interface Translations {
  translator: (namespace: string) => Translator
  /** One of the five, resolved once: the API calls take it as it is. */
  language: Language
}

const TranslationsContext = createContext<Translations | undefined>(undefined)

/**
 * Gives a flow's components their language and texts; one per mounted widget, so two widgets
 * never mix languages. Each flow passes only its own resources, so a bundle carries only its texts.
 */
export function WidgetTranslations({
  lang,
  resources,
  children,
}: {
  lang: string | undefined
  resources: TranslationResources
  children: ReactNode
}) {
  const value = useMemo(() => {
    const translators = new Map<string, Translator>()
    const translator = (namespace: string) => {
      let found = translators.get(namespace)
      if (!found)
        translators.set(
          namespace,
          (found = createTranslator(resources, namespace, lang)),
        )
      return found
    }
    return { translator, language: resolveLanguage(lang) }
  }, [lang, resources])
  return (
    <TranslationsContext.Provider value={value}>
      {children}
    </TranslationsContext.Provider>
  )
}

/** The translate function of a namespace and the language (the shape of react-i18next's hook). */
export function useTranslation(namespace = 'search') {
  const translations = useContext(TranslationsContext)
  if (!translations)
    throw new Error('Widget components must be inside <WidgetTranslations>')
  return {
    t: translations.translator(namespace).t,
    i18n: { language: translations.language },
  }
}
