import { createTranslator, type Translator } from '@resort/core/i18n'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { widgetResources } from './resources'

const TranslatorContext = createContext<Translator | undefined>(undefined)

/** Gives the widget's components their language; one per mounted widget, so two widgets never mix languages. */
export function WidgetTranslations({
  lang,
  children,
}: {
  lang: string | undefined
  children: ReactNode
}) {
  const translator = useMemo(
    () => createTranslator(widgetResources, 'search', lang),
    [lang],
  )
  return (
    <TranslatorContext.Provider value={translator}>
      {children}
    </TranslatorContext.Provider>
  )
}

/** The widget's translate function and language (the shape of react-i18next's hook, for familiarity). */
export function useTranslation(_namespace?: string) {
  const translator = useContext(TranslatorContext)
  if (!translator)
    throw new Error('Widget components must be inside <WidgetTranslations>')
  return { t: translator.t, i18n: { language: translator.language } }
}
