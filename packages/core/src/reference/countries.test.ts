import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages'
import { countries, countryName } from './countries'
import { COUNTRY_CODES } from './countryCode'

describe('countryName', () => {
  it.each([
    ['DE', 'Germany', 'Deutschland', 'Germania', 'Njemačka', 'Nemčija'],
    ['HR', 'Croatia', 'Kroatien', 'Croazia', 'Hrvatska', 'Hrvaška'],
    ['AT', 'Austria', 'Österreich', 'Austria', 'Austrija', 'Avstrija'],
    [
      'US',
      'United States',
      'Vereinigte Staaten',
      'Stati Uniti',
      'Sjedinjene Američke Države',
      'Združene države Amerike',
    ],
  ])('names %s in en, de, it, hr and sl', (code, en, de, it, hr, sl) => {
    expect(LANGUAGES.map((language) => countryName(code, language))).toEqual([
      en,
      de,
      it,
      hr,
      sl,
    ])
  })

  it('names in English by default and accepts a lower-case code', () => {
    expect(countryName('gb')).toBe('United Kingdom')
  })

  it('gives undefined for an unknown code', () => {
    expect(countryName('XX', 'de')).toBeUndefined()
  })

  it('has a real name, not the code, for every country in every language', () => {
    for (const language of LANGUAGES) {
      for (const code of COUNTRY_CODES) {
        expect(countryName(code, language)).not.toBe(code)
      }
    }
  })
})

describe('countries', () => {
  it('lists every country once with its name in the language', () => {
    const list = countries('de')
    expect(list.map((country) => country.code).sort()).toEqual(
      [...COUNTRY_CODES].sort(),
    )
    expect(list).toContainEqual({ code: 'DE', name: 'Deutschland' })
  })

  it("sorts by the language's collation, not by code point", () => {
    const names = countries('hr').map((country) => country.name)
    // Croatian puts Č after C and before D; code-point order would put it after Ž.
    expect(names.indexOf('Čad')).toBeGreaterThan(names.indexOf('Cipar'))
    expect(names.indexOf('Čad')).toBeLessThan(names.indexOf('Danska'))
    const german = countries('de').map((country) => country.name)
    expect(german.indexOf('Österreich')).toBeLessThan(
      german.indexOf('Pakistan'),
    )
  })

  it('lists in English by default and gives the same list on each call', () => {
    expect(countries()).toBe(countries('en'))
    expect(countries()[0]?.name).toBe('Afghanistan')
  })
})
