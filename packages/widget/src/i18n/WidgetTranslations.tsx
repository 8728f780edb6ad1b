import {
  createTranslator,
  resolveLanguage,
  type Language,
  type Translator,
} from '@resort/core/i18n'
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { hasTexts, loadTexts, textsOf, type FlowTexts } from './flowTexts'

interface Translations {
  translator: (namespace: string) => Translator
  /** One of the five, resolved once: the API calls take it as it is. */
  language: Language
}

const TranslationsContext = createContext<Translations | undefined>(undefined)

/**
 * Gives a flow's components their language and texts; one per mounted widget, so two widgets
 * never mix languages. Each flow passes only its own texts, so a bundle carries only those. A
 * language other than English shows once its texts have loaded: nothing before that on the
 * first render, the language before on a change of `lang`.
 */
export function WidgetTranslations({
  lang,
  resources,
  children,
}: {
  lang: string | undefined
  resources: FlowTexts
  children: ReactNode
}) {
  const requested = resolveLanguage(lang)
  const [shown, setShown] = useState(() =>
    hasTexts(resources, requested) ? requested : undefined,
  )
  // Texts already here (English, or loaded by another widget) show at once.
  if (shown !== requested && hasTexts(resources, requested)) setShown(requested)
  useEffect(() => {
    if (hasTexts(resources, requested)) return
    let current = true
    void loadTexts(resources, requested).then(() => {
      if (current) setShown(requested)
    })
    return () => {
      current = false
    }
  }, [resources, requested])
  const value = useMemo(() => {
    if (!shown) return undefined
    const texts = textsOf(resources, shown)
    const translators = new Map<string, Translator>()
    const translator = (namespace: string) => {
      let found = translators.get(namespace)
      if (!found)
        translators.set(
          namespace,
          (found = createTranslator(texts, namespace, shown)),
        )
      return found
    }
    return { translator, language: shown }
  }, [resources, shown])
  if (!value) return null
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
