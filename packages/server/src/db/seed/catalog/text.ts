import type { Language } from '@resort/core'
import type { Translated } from '../catalogTypes'

/** Builds a text in all five languages from one function of the language. */
export function translate<T>(build: (language: Language) => T): Translated<T> {
  return {
    en: build('en'),
    de: build('de'),
    it: build('it'),
    hr: build('hr'),
    sl: build('sl'),
  }
}

/** Joins single texts into one list per language, e.g. the lines of a policy. */
export function listOf(texts: Translated[]): Translated<string[]> {
  return translate((language) => texts.map((text) => text[language]))
}

/** '€1.60' in English, '1,60 €' in the other four languages. */
export function formatEuros(cents: number, language: Language): string {
  const amount = (cents / 100).toFixed(2)
  return language === 'en' ? `€${amount}` : `${amount.replace('.', ',')} €`
}

/** '30%' in English and Italian, '30 %' in German, Croatian and Slovenian. */
export function formatPercent(percent: number, language: Language): string {
  return language === 'en' || language === 'it' ? `${percent}%` : `${percent} %`
}

/** A 'HH:mm' time as the language writes it: Slovenian uses a dot. */
export function formatTime(time: string, language: Language): string {
  return language === 'sl' ? time.replace(':', '.') : time
}
