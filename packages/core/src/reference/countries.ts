import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages'
import { COUNTRY_CODES, toCountryCode } from './countryCode'
import { regionNames } from './regionNames'

/** A country as a picker shows it. */
export interface Country {
  code: string
  name: string
}

// Names come from the engine's CLDR data (Intl.DisplayNames): no name tables in the bundle, and
// the same names as the engine's own pickers in all five languages.

/** A country's name in a language (Germany, Deutschland, Njemačka), or undefined for an unknown code. */
export function countryName(
  code: string,
  language: Language = DEFAULT_LANGUAGE,
): string | undefined {
  const country = toCountryCode(code)
  return country && regionNames(language).of(country)
}

const lists = new Map<Language, readonly Country[]>()

/** Every country with its name in a language, sorted by that language's collation, for a picker. */
export function countries(
  language: Language = DEFAULT_LANGUAGE,
): readonly Country[] {
  let list = lists.get(language)
  if (!list) {
    const names = regionNames(language)
    const collator = new Intl.Collator(language)
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((country) => Object.freeze(country))
    lists.set(language, Object.freeze(list))
  }
  return list
}
