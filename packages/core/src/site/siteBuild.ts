import type { Language } from '../i18n/languages'

/**
 * The host site's chunk of one language's base texts, as its build's manifest names it: the
 * server links it from every page it renders (a contract between two packages that import
 * neither each other, kept by a test on each side).
 */
export const siteTextsModule = (language: Language): string =>
  `src/platform/i18n/texts/${language}.ts`
