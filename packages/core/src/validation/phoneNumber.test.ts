import { describe, expect, it } from 'vitest'
import { isValidInitialPhone } from './phoneDigits'
import {
  internationalPhone,
  keepProfilePhone,
  validatePhoneNumber,
} from './phoneNumber'

describe('validatePhoneNumber', () => {
  it('accepts international numbers of a possible length for their country', () => {
    for (const phone of [
      '+385911234567',
      '+385 91 123 4567',
      '+1 213 373 4253',
      '+49 30 123456',
      '+44 20 7946 0958',
    ]) {
      expect(validatePhoneNumber(phone), phone).toEqual({
        isValid: true,
        isPotentiallyValid: true,
      })
    }
  })

  it('reads a national number with the given country', () => {
    expect(validatePhoneNumber('091 123 4567', 'HR').isValid).toBe(true)
    expect(validatePhoneNumber('(213) 373-4253', 'US').isValid).toBe(true)
  })

  it('refuses a national number without a country', () => {
    expect(validatePhoneNumber('091 123 4567')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
    expect(validatePhoneNumber('091 123 4567', 'XX').isValid).toBe(false)
  })

  it('lets an international number override the given country', () => {
    expect(validatePhoneNumber('+385 91 123 4567', 'DE').isValid).toBe(true)
  })

  it('refuses a national number of fewer than 2 digits, as still being typed', () => {
    expect(validatePhoneNumber('+3859')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validatePhoneNumber('+38591').isPotentiallyValid).toBe(true)
  })

  it('refuses a national number of more than 17 digits', () => {
    expect(validatePhoneNumber('+385 911234567890123456')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('refuses a calling code no country has', () => {
    expect(validatePhoneNumber('+999 1234567').isValid).toBe(false)
  })

  it('treats empty input and a lone plus sign as not yet typed', () => {
    expect(validatePhoneNumber('')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validatePhoneNumber('+').isPotentiallyValid).toBe(true)
  })

  it('refuses text that is not a phone number', () => {
    expect(validatePhoneNumber('call me')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
    expect(validatePhoneNumber('Tel +385911234567').isValid).toBe(false)
  })
})

describe('isValidInitialPhone', () => {
  it('accepts a plus sign followed by digits only', () => {
    expect(isValidInitialPhone('+385911234567')).toBe(true)
  })

  it('refuses anything else', () => {
    for (const value of [
      '385911234567',
      '+385 91 123 4567',
      '+',
      '',
      '++385911',
      '+385-91',
    ]) {
      expect(isValidInitialPhone(value), value).toBe(false)
    }
  })
})

describe('keepProfilePhone', () => {
  it('keeps a profile phone that passes both checks', () => {
    expect(keepProfilePhone('+385911234567')).toBe('+385911234567')
  })

  it('drops a profile phone that is not a plus sign and digits', () => {
    expect(keepProfilePhone('+385 91 123 4567')).toBeUndefined()
    expect(keepProfilePhone('0911234567')).toBeUndefined()
  })

  it('drops a profile phone of an impossible length', () => {
    expect(keepProfilePhone('+3859')).toBeUndefined()
    expect(keepProfilePhone('+385911234567890123456')).toBeUndefined()
  })

  it('drops a missing profile phone', () => {
    expect(keepProfilePhone(undefined)).toBeUndefined()
    expect(keepProfilePhone(null)).toBeUndefined()
    expect(keepProfilePhone('')).toBeUndefined()
  })
})

describe('internationalPhone', () => {
  it('gives a valid number as + and digits, reading a national one with its country', () => {
    expect(internationalPhone('+385 91 123 4567')).toBe('+385911234567')
    expect(internationalPhone('091 123 4567', 'HR')).toBe('+385911234567')
  })

  it('gives nothing for a number its country’s plan refuses', () => {
    expect(internationalPhone('+385 1')).toBeUndefined()
    expect(internationalPhone('091 123 4567')).toBeUndefined()
  })
})
