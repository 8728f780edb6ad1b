import cardValidator from 'card-validator'
import { describe, expect, it } from 'vitest'
import { toProviderCode, toStripeBrand } from './cardBrand'
import { validateCardNumber } from './cardNumber'
import { cardTypes } from './cardTypes'
import { validateSecurityCode } from './securityCode'

// One 16-digit number with a right checksum on each Visa Electron prefix.
const VISA_ELECTRON_CARDS = [
  '4026000000000002',
  '4175000000000001',
  '4405000000000003',
  '4508000000000009',
  '4844000000000002',
  '4913000000000008',
  '4917000000000004',
  // Published as a Visa Electron test card by several gateways.
  '4917610000000000',
]

describe('SPEC 3: Visa Electron is detected as vielectron, provider code VIELECTRON', () => {
  it('detects every Visa Electron prefix as vielectron, which maps to VIELECTRON', () => {
    for (const number of VISA_ELECTRON_CARDS) {
      const check = validateCardNumber(number)
      expect(check, number).toEqual({
        isValid: true,
        isPotentiallyValid: true,
        brand: 'vielectron',
      })
      expect(toProviderCode(check.brand)).toBe('VIELECTRON')
    }
  })

  it('still detects a plain Visa as visa, provider code VISA', () => {
    for (const number of ['4111111111111111', '4242424242424242']) {
      const check = validateCardNumber(number)
      expect(check.brand, number).toBe('visa')
      expect(toProviderCode(check.brand)).toBe('VISA')
    }
    // 4175 01… is not Visa Electron's 417500: visa once the sixth digit says so.
    expect(validateCardNumber('41750').brand).toBeUndefined()
    expect(validateCardNumber('417501').brand).toBe('visa')
    expect(validateCardNumber('4175000').brand).toBe('vielectron')
  })

  it('lives in card-validator’s own table, added once however often it is asked for', () => {
    const first = cardTypes().getTypeInfo('vielectron')
    expect(cardTypes().getTypeInfo('vielectron')).toEqual(first)
    expect(first.patterns).toEqual([4026, 417500, 4405, 4508, 4844, 4913, 4917])
    // card-validator's number check, not only ours, tells Visa Electron from visa.
    expect(cardValidator.number('4917610000000000').card?.type).toBe(
      'vielectron',
    )
    expect(cardValidator.number('4111111111111111').card?.type).toBe('visa')
  })

  it('is accepted where visa is, and refused where visa is not', () => {
    expect(
      validateCardNumber('4917610000000000', { allowedBrands: ['visa'] }),
    ).toMatchObject({ isValid: true, brand: 'vielectron' })
    expect(
      validateCardNumber('4917610000000000', { allowedBrands: ['mastercard'] }),
    ).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      brand: 'vielectron',
    })
  })

  it('asks for a 3-digit security code, and Stripe calls it visa', () => {
    expect(validateSecurityCode('123', 'vielectron').isValid).toBe(true)
    expect(validateSecurityCode('1234', 'vielectron').isValid).toBe(false)
    expect(toStripeBrand('vielectron')).toBe('visa')
  })

  it('leaves the other brands’ detection as it was', () => {
    expect(validateCardNumber('5555555555554444').brand).toBe('mastercard')
    expect(validateCardNumber('378282246310005').brand).toBe('american-express')
    expect(validateCardNumber('6771798021000008').brand).toBe('maestro')
    // elo's 451416 shares 45 with Visa Electron's 4508.
    expect(validateCardNumber('4514160000000003').brand).toBe('elo')
  })
})
