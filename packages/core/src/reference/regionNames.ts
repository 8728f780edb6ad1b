import type { Language } from '../i18n/languages'

const cache = new Map<Language, Intl.DisplayNames>()

/** Intl's names of countries and world regions (CLDR) in a language, made once per language. */
export function regionNames(language: Language): Intl.DisplayNames {
  let names = cache.get(language)
  if (!names) {
    names = new Intl.DisplayNames(language, { type: 'region' })
    cache.set(language, names)
  }
  return names
}
