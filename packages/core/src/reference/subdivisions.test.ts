import { describe, expect, it } from 'vitest'
import { findSubdivision, subdivisions } from './subdivisions'

// SPEC 3's list of countries covered.
// prettier-ignore
const SPEC_COUNTRIES = [
  'AR', 'AT', 'AU', 'BD', 'BE', 'BO', 'BR', 'CA', 'CL', 'CN', 'DE', 'ES', 'IN', 'JP', 'MX',
  'NL', 'PE', 'PH', 'TR', 'GB', 'US', 'VN', 'IT',
]

describe('subdivisions', () => {
  it.each(SPEC_COUNTRIES)('covers %s', (code) => {
    expect(subdivisions(code).length).toBeGreaterThan(0)
  })

  it('lists the 50 US states and DC, California with the code CA', () => {
    expect(subdivisions('US')).toHaveLength(51)
    expect(subdivisions('US')).toContainEqual({
      name: 'California',
      code: 'CA',
    })
  })

  it('groups provinces into their region, with the local name as an alias', () => {
    expect(subdivisions('IT')).toContainEqual({
      name: 'Milan',
      code: 'MI',
      region: 'Lombardy',
      aliases: ['Milano'],
    })
    expect(subdivisions('ES')).toContainEqual(
      expect.objectContaining({ name: 'Seville', region: 'Andalusia' }),
    )
  })

  it("groups the UK's council areas into its four nations", () => {
    const regions = new Set(subdivisions('GB').map((s) => s.region))
    expect(regions).toEqual(
      new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']),
    )
  })

  it('leaves out places that are countries of their own', () => {
    expect(subdivisions('US').map((s) => s.code)).not.toContain('PR')
    expect(subdivisions('CN').map((s) => s.code)).not.toContain('HK')
    expect(subdivisions('NL').map((s) => s.code)).not.toContain('AW')
  })

  it('gives every entry a name and a code, each code once', () => {
    for (const code of SPEC_COUNTRIES) {
      const list = subdivisions(code)
      for (const entry of list) {
        expect(entry.name).not.toBe('')
        expect(entry.code).toMatch(/^[A-Z0-9]{1,3}$/)
      }
      expect(new Set(list.map((s) => s.code)).size).toBe(list.length)
    }
  })

  it('gives an empty list for a country not covered and an unknown code', () => {
    expect(subdivisions('MC')).toEqual([])
    expect(subdivisions('XX')).toEqual([])
  })
})

describe('findSubdivision', () => {
  it('finds by code, English name or alias, ignoring case and accents', () => {
    expect(findSubdivision('US', 'ca')?.name).toBe('California')
    expect(findSubdivision('DE', 'Bayern')?.name).toBe('Bavaria')
    expect(findSubdivision('it', ' milano ')?.code).toBe('MI')
    expect(findSubdivision('AR', 'cordoba')?.name).toBe('Córdoba')
  })

  it('gives undefined for an empty or unknown text', () => {
    expect(findSubdivision('US', '')).toBeUndefined()
    expect(findSubdivision('US', 'Atlantis')).toBeUndefined()
  })
})
