import { resolveLanguage, type Language } from '@resort/core'
import { useTranslation } from './translation'

/** The page's language (from its address), in which mails to the member are written. */
export function usePageLanguage(): Language {
  return resolveLanguage(useTranslation().i18n.language)
}
