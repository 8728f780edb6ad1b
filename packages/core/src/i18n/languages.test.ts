import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  resolveLanguage,
  toLanguage,
} from './languages'

describe('languages', () => {
  it('offers en, de, it, hr and sl with en as the default', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'it', 'hr', 'sl'])
    expect(DEFAULT_LANGUAGE).toBe('en')
  })

  it('reads a language from a locale tag', () => {
    expect(toLanguage('de-AT')).toBe('de')
    expect(toLanguage(' HR ')).toBe('hr')
  })

  it('falls back to the default for an unknown or missing language', () => {
    expect(toLanguage('fr')).toBeUndefined()
    expect(resolveLanguage('fr')).toBe('en')
    expect(resolveLanguage(undefined)).toBe('en')
  })
})
