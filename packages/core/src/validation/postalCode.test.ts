import { describe, expect, it } from 'vitest'
import { MIN_POSTAL_CODE_LENGTH, validatePostalCode } from './postalCode'

describe('validatePostalCode', () => {
  it('accepts codes with at least 3 letters or digits', () => {
    expect(MIN_POSTAL_CODE_LENGTH).toBe(3)
    for (const code of [
      '10000',
      '1010',
      'SW1A 1AA',
      'K1A 0B1',
      '00-950',
      'LV-1010',
      '123',
      'abc',
    ]) {
      expect(validatePostalCode(code), code).toEqual({
        isValid: true,
        isPotentiallyValid: true,
      })
    }
  })

  it('refuses fewer than 3 letters or digits, counting no separators', () => {
    for (const code of ['', '12', ' 12 ', '1-2', '1 2', '--12']) {
      expect(validatePostalCode(code), code).toEqual({
        isValid: false,
        isPotentiallyValid: true,
      })
    }
  })

  it('refuses characters other than letters, digits, spaces and hyphens', () => {
    for (const code of ['12$45', '10000!', '10.000']) {
      expect(validatePostalCode(code), code).toEqual({
        isValid: false,
        isPotentiallyValid: false,
      })
    }
  })

  it('ignores surrounding spaces', () => {
    expect(validatePostalCode('  10000 ').isValid).toBe(true)
  })
})
