import type { Language } from '@resort/core'
import type { Landscape } from '#db/schema'

// The generated pictures draw a place's landscape (media/landscapes.ts); a page that shows one as
// content says so, what it draws and where, rather than leaving its alt text empty. The place
// stands in brackets: Croatian and Slovenian would decline it after a preposition.
const DRAWN: Record<Language, Record<Landscape, string>> = {
  en: {
    sea: 'Illustration: islands in the sea off the coast',
    lake: 'Illustration: a lake below the mountains',
    mountains: 'Illustration: mountain peaks above an alpine meadow',
  },
  de: {
    sea: 'Illustration: Inseln im Meer vor der Küste',
    lake: 'Illustration: ein See unter den Bergen',
    mountains: 'Illustration: Berggipfel über einer Almwiese',
  },
  it: {
    sea: 'Illustrazione: isole nel mare davanti alla costa',
    lake: 'Illustrazione: un lago ai piedi delle montagne',
    mountains: 'Illustrazione: vette sopra un prato alpino',
  },
  hr: {
    sea: 'Ilustracija: otoci u moru uz obalu',
    lake: 'Ilustracija: jezero podno planina',
    mountains: 'Ilustracija: planinski vrhovi iznad alpske livade',
  },
  sl: {
    sea: 'Ilustracija: otoki v morju ob obali',
    lake: 'Ilustracija: jezero pod gorami',
    mountains: 'Ilustracija: gorski vrhovi nad planinskim travnikom',
  },
}

/** The alt text of a generated picture of a place, in a language (issue 33). */
export const illustrationAlt = (
  language: Language,
  place: string,
  landscape: Landscape,
) => `${DRAWN[language][landscape]} (${place})`
