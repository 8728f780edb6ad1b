import { describe, expect, it } from 'vitest'
import { alpha3 } from './alpha3'
import { COUNTRY_CODES } from './countryCode'

describe('alpha3', () => {
  it.each([
    ['HR', 'HRV'],
    ['DE', 'DEU'],
    ['US', 'USA'],
    ['GB', 'GBR'],
  ])('maps %s to %s', (code, expected) => {
    expect(alpha3(code)).toBe(expected)
  })

  it('has a three-letter code for every country', () => {
    for (const code of COUNTRY_CODES) expect(alpha3(code)).toMatch(/^[A-Z]{3}$/)
  })

  it('gives undefined for an unknown code', () => {
    expect(alpha3('XX')).toBeUndefined()
  })
})
