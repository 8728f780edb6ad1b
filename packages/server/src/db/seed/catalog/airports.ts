import type { Translated } from '../catalogTypes'

/**
 * Airports in the form each language's transfer sentence needs: English and German as a
 * name, Italian after "dall'", Croatian after "iz" and Slovenian after "z" (genitive).
 */
export const airports = {
  dubrovnik: {
    en: 'Dubrovnik Airport',
    de: 'Flughafen Dubrovnik',
    it: 'aeroporto di Dubrovnik',
    hr: 'Zračne luke Dubrovnik',
    sl: 'letališča Dubrovnik',
  },
  innsbruck: {
    en: 'Innsbruck Airport',
    de: 'Flughafen Innsbruck',
    it: 'aeroporto di Innsbruck',
    hr: 'Zračne luke Innsbruck',
    sl: 'letališča Innsbruck',
  },
  ljubljana: {
    en: 'Ljubljana Airport',
    de: 'Flughafen Ljubljana',
    it: 'aeroporto di Lubiana',
    hr: 'Zračne luke Ljubljana',
    sl: 'letališča Ljubljana',
  },
  pula: {
    en: 'Pula Airport',
    de: 'Flughafen Pula',
    it: 'aeroporto di Pola',
    hr: 'Zračne luke Pula',
    sl: 'letališča Pulj',
  },
  rijeka: {
    en: 'Rijeka Airport',
    de: 'Flughafen Rijeka',
    it: 'aeroporto di Fiume',
    hr: 'Zračne luke Rijeka',
    sl: 'letališča Reka',
  },
  split: {
    en: 'Split Airport',
    de: 'Flughafen Split',
    it: 'aeroporto di Spalato',
    hr: 'Zračne luke Split',
    sl: 'letališča Split',
  },
  trieste: {
    en: 'Trieste Airport',
    de: 'Flughafen Triest',
    it: 'aeroporto di Trieste',
    hr: 'Zračne luke Trst',
    sl: 'letališča Trst',
  },
  venice: {
    en: 'Venice Marco Polo Airport',
    de: 'Flughafen Venedig',
    it: 'aeroporto di Venezia',
    hr: 'Zračne luke Venecija',
    sl: 'letališča v Benetkah',
  },
  verona: {
    en: 'Verona Airport',
    de: 'Flughafen Verona',
    it: 'aeroporto di Verona',
    hr: 'Zračne luke Verona',
    sl: 'letališča Verona',
  },
} satisfies Record<string, Translated>

export type Airport = keyof typeof airports
