import { describe, expect, it } from 'vitest'
import { CARD_BRANDS } from './cardBrand'
import { securityCodeLength, validateSecurityCode } from './securityCode'

describe('validateSecurityCode', () => {
  it('accepts 4 digits only for american-express', () => {
    expect(validateSecurityCode('1234', 'american-express')).toEqual({
      isValid: true,
      isPotentiallyValid: true,
    })
    expect(validateSecurityCode('123', 'american-express')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validateSecurityCode('12345', 'american-express')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('accepts 3 digits only for the other brands', () => {
    for (const brand of CARD_BRANDS.filter((b) => b !== 'american-express')) {
      expect(validateSecurityCode('123', brand).isValid, brand).toBe(true)
      expect(validateSecurityCode('1234', brand), brand).toEqual({
        isValid: false,
        isPotentiallyValid: false,
      })
    }
  })

  it('accepts 3 or 4 digits while the brand is unknown', () => {
    expect(validateSecurityCode('123', undefined).isValid).toBe(true)
    expect(validateSecurityCode('1234', undefined).isValid).toBe(true)
    expect(validateSecurityCode('12345', undefined).isValid).toBe(false)
  })

  it('treats fewer digits as still being typed', () => {
    expect(validateSecurityCode('', 'visa')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validateSecurityCode('12', 'visa').isPotentiallyValid).toBe(true)
  })

  it('refuses anything but digits', () => {
    expect(validateSecurityCode('12a', 'visa')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
    expect(validateSecurityCode('1 23', 'visa').isValid).toBe(false)
    expect(validateSecurityCode('-12', 'visa').isValid).toBe(false)
  })

  it('reads the code length from the brand', () => {
    expect(securityCodeLength('american-express')).toBe(4)
    expect(securityCodeLength('visa')).toBe(3)
  })
})
