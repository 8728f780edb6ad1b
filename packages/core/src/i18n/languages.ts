/** The languages the product is offered in; the first is the default (SPEC 1). */
export const LANGUAGES = ['en', 'de', 'it', 'hr', 'sl'] as const

export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** Narrows any string to a supported language, or undefined. */
export function toLanguage(
  value: string | null | undefined,
): Language | undefined {
  const lower = value?.trim().toLowerCase().slice(0, 2)
  return LANGUAGES.find((language) => language === lower)
}

/** The supported language for a value, falling back to the default. */
export function resolveLanguage(value: string | null | undefined): Language {
  return toLanguage(value) ?? DEFAULT_LANGUAGE
}
