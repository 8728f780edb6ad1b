import type { Language } from '@resort/core'

// The generated pictures are drawings of hills by the sea (routes/media.ts landscapeSvg); a page
// that shows one as content says so, and where, rather than leaving its alt text empty. The
// place stands in brackets: Croatian and Slovenian would decline it after a preposition.
const ILLUSTRATION: Record<Language, (place: string) => string> = {
  en: (place) => `Illustration: hills by the sea (${place})`,
  de: (place) => `Illustration: Hügel am Meer (${place})`,
  it: (place) => `Illustrazione: colline sul mare (${place})`,
  hr: (place) => `Ilustracija: brežuljci uz more (${place})`,
  sl: (place) => `Ilustracija: griči ob morju (${place})`,
}

/** The alt text of a generated picture of a place, in a language (issue 33). */
export const illustrationAlt = (language: Language, place: string) =>
  ILLUSTRATION[language](place)
