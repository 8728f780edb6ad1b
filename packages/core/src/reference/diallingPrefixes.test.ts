import { countries as countriesList } from 'countries-list'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countryCode'
import { diallingPrefixes } from './diallingPrefixes'

describe('diallingPrefixes', () => {
  it.each([
    ['HR', ['+385']],
    ['US', ['+1']],
    ['CA', ['+1']],
    ['DE', ['+49']],
  ])('gives %s the prefix %j', (code, prefixes) => {
    expect(diallingPrefixes(code)).toEqual(prefixes)
  })

  it('writes a North American plan member as +1 and its area code', () => {
    expect(diallingPrefixes('AS')).toEqual(['+1-684'])
    expect(diallingPrefixes('JM')).toEqual(['+1-876'])
  })

  it('holds alternatives where a country has several', () => {
    expect(diallingPrefixes('PR')).toEqual(['+1-787', '+1-939'])
  })

  it("issue 33: gives Kosovo its own +383 once, not the older codes of other countries' networks", () => {
    expect(diallingPrefixes('XK')).toEqual(['+383'])
  })

  it('gives an empty list for an unknown code', () => {
    expect(diallingPrefixes('XX')).toEqual([])
  })

  it('matches countries-list, the package the table is generated from', () => {
    // Fails after a countries-list update: rerun scripts/buildReferenceData.mjs.
    for (const code of COUNTRY_CODES) {
      const phones = countriesList[code as keyof typeof countriesList].phone
      const listed = phones.map((phone) => `+${phone}`)
      // Those on the country's own calling code, where libphonenumber-js knows it.
      const own = isSupportedCountry(code)
        ? listed.filter((prefix) =>
            prefix.startsWith(`+${getCountryCallingCode(code)}`),
          )
        : []
      expect(diallingPrefixes(code).map((p) => p.replace('-', ''))).toEqual(
        own.length > 0 ? own : listed,
      )
    }
  })

  it("includes libphonenumber-js's calling code among the alternatives", () => {
    for (const code of COUNTRY_CODES) {
      // The Vatican has +379 from the ITU but is dialled through Italy's +39.
      if (code === 'VA' || !isSupportedCountry(code)) continue
      const calling = `+${getCountryCallingCode(code)}`
      // Bonaire's +5997 is calling code +599, then 7.
      const codes = diallingPrefixes(code).map((prefix) =>
        prefix.replace('-', '').slice(0, calling.length),
      )
      expect(codes, code).toContain(calling)
    }
  })
})
