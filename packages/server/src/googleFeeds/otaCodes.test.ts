import { describe, expect, it } from 'vitest'
import { catalog } from '#db/seed/catalog/index'
import {
  OTA_CODE_LENGTH,
  OTA_RATE_CODE_LENGTH,
  otaCode,
  otaCodes,
} from './otaCodes'

describe('otaCode (issue 35: Google feeds, OpenTravel codes)', () => {
  it('issue 35: Google feeds: an id that fits is its own code, without its property’s prefix', () => {
    expect(otaCode('vala-krk', OTA_CODE_LENGTH)).toBe('vala-krk')
    expect(otaCode('vala-krk-studio', OTA_CODE_LENGTH, 'vala-krk')).toBe(
      'studio',
    )
    expect(otaCode('studio', OTA_CODE_LENGTH, 'vala-krk')).toBe('studio')
  })

  it('issue 35: Google feeds: an id too long for OpenTravel keeps its head and a digest of the whole id', () => {
    const code = otaCode(
      'lovorika-opatija-belle-epoque-suite',
      OTA_CODE_LENGTH,
      'lovorika-opatija',
    )
    expect(code).toMatch(/^belle-epo-[0-9a-f]{6}$/)
    expect(code).toHaveLength(OTA_CODE_LENGTH)
    // The same on every run; another id with the same head gets another code.
    expect(
      otaCode('lovorika-opatija-belle-epoque-suite', 16, 'lovorika-opatija'),
    ).toBe(code)
    expect(
      otaCode('lovorika-opatija-belle-epoque-suite-2', 16, 'lovorika-opatija'),
    ).not.toBe(code)
  })

  it('issue 35: Google feeds: every seeded property, unit type and rate plan has a code of its own that fits', () => {
    const hotels = otaCodes(
      catalog.properties.map((property) => property.id),
      OTA_CODE_LENGTH,
    )
    expect(new Set(hotels.values()).size).toBe(catalog.properties.length)
    for (const property of catalog.properties) {
      const units = otaCodes(
        property.unitTypes.map((unit) => unit.id),
        OTA_CODE_LENGTH,
        property.id,
      )
      const rates = otaCodes(
        property.ratePlans.map((rate) => rate.id),
        OTA_RATE_CODE_LENGTH,
        property.id,
      )
      for (const code of [...hotels.values(), ...units.values()])
        expect(code.length).toBeLessThanOrEqual(OTA_CODE_LENGTH)
      for (const code of rates.values())
        expect(code.length).toBeLessThanOrEqual(OTA_RATE_CODE_LENGTH)
    }
  })

  it('issue 35: Google feeds: two ids of one message that would share a code are refused', () => {
    expect(() => otaCodes(['p-studio', 'studio'], 16, 'p')).toThrow(
      /share the OpenTravel code studio/,
    )
  })
})
