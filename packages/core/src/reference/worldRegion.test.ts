import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countryCode'
import { worldRegion, worldRegionCode } from './worldRegion'

describe('worldRegion', () => {
  it.each([
    ['HR', 'Southern Europe'],
    ['DE', 'Western Europe'],
    ['JM', 'Caribbean'],
    ['US', 'Northern America'],
    ['BR', 'South America'],
  ])('places %s in %s', (code, region) => {
    expect(worldRegion(code)).toBe(region)
  })

  it("reports Oceania's sub-regions as Oceania, a label SPEC 3 names", () => {
    expect(worldRegion('AU')).toBe('Oceania')
    expect(worldRegion('FJ')).toBe('Oceania')
    expect(worldRegionCode('NZ')).toBe('009')
  })

  it('names the region in the asked language', () => {
    expect(worldRegion('DE', 'de')).toBe('Westeuropa')
    expect(worldRegion('HR', 'hr')).toBe('Južna Europa')
  })

  it('places every country, including Taiwan and Kosovo, which UN M49 leaves out', () => {
    for (const code of COUNTRY_CODES)
      expect(worldRegionCode(code)).toMatch(/^\d{3}$/)
    expect(worldRegion('TW')).toBe('Eastern Asia')
    expect(worldRegion('XK')).toBe('Southern Europe')
  })

  it('gives undefined for an unknown code', () => {
    expect(worldRegion('XX')).toBeUndefined()
  })
})
