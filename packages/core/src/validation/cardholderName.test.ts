import { describe, expect, it } from 'vitest'
import {
  MAX_CARDHOLDER_NAME_LENGTH,
  validateCardholderName,
} from './cardholderName'

describe('validateCardholderName', () => {
  it('accepts names of up to 255 characters', () => {
    expect(MAX_CARDHOLDER_NAME_LENGTH).toBe(255)
    expect(validateCardholderName('a'.repeat(255))).toEqual({
      isValid: true,
      isPotentiallyValid: true,
    })
  })

  it('refuses names of 256 characters', () => {
    expect(validateCardholderName('a'.repeat(256))).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('accepts names with letters among digits, spaces and hyphens', () => {
    expect(validateCardholderName('Ana Marić-Horvat').isValid).toBe(true)
    expect(validateCardholderName("Seán O'Brien").isValid).toBe(true)
    expect(validateCardholderName('John Smith 3rd').isValid).toBe(true)
  })

  it('refuses names made only of digits, spaces or hyphens', () => {
    for (const name of ['4242 4242 4242 4242', '1234-5678', '   ', '-']) {
      expect(validateCardholderName(name).isValid, name).toBe(false)
    }
  })

  it('refuses an empty name while leaving it potentially valid', () => {
    expect(validateCardholderName('')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
  })
})
