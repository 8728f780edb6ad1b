import { describe, expect, it } from 'vitest'
import {
  MAX_EXPIRY_YEARS_AHEAD,
  parseExpiryMMYY,
  validateExpiry,
  validateExpiryMonth,
  validateExpiryYear,
} from './expiry'

// 21 November 2026, local time.
const now = new Date(2026, 10, 21, 12)

describe('validateExpiry', () => {
  it('accepts the current month', () => {
    expect(validateExpiry('11', '2026', now)).toEqual({
      isValid: true,
      isPotentiallyValid: true,
    })
    expect(validateExpiry('11', '26', now).isValid).toBe(true)
    expect(validateExpiry(11, 2026, now).isValid).toBe(true)
  })

  it('refuses the previous month of the current year', () => {
    expect(validateExpiry('10', '2026', now)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
    expect(validateExpiry('1', '26', now).isValid).toBe(false)
  })

  it('accepts any month of a later year', () => {
    expect(validateExpiry('01', '2027', now).isValid).toBe(true)
    expect(validateExpiry('1', '27', now).isValid).toBe(true)
  })

  it('refuses a past year', () => {
    expect(validateExpiry('12', '2025', now).isValid).toBe(false)
    expect(validateExpiry('12', '25', now).isValid).toBe(false)
  })

  it('accepts 19 years ahead and refuses 20', () => {
    expect(MAX_EXPIRY_YEARS_AHEAD).toBe(19)
    expect(validateExpiry('12', '2045', now).isValid).toBe(true)
    expect(validateExpiry('12', '45', now).isValid).toBe(true)
    expect(validateExpiry('01', '2046', now)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
    expect(validateExpiry('01', '46', now).isValid).toBe(false)
  })

  it('refuses months outside 1 to 12', () => {
    expect(validateExpiry('0', '2027', now).isValid).toBe(false)
    expect(validateExpiry('00', '2027', now).isValid).toBe(false)
    expect(validateExpiry('13', '2027', now)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('stays potentially valid while month and year are being typed', () => {
    expect(validateExpiry('', '', now)).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validateExpiry('1', '2', now).isPotentiallyValid).toBe(true)
    expect(validateExpiry('12', '20', now).isPotentiallyValid).toBe(true)
  })

  it('judges against the real clock when no date is given', () => {
    const nextYear = new Date().getFullYear() + 1
    expect(validateExpiry('01', String(nextYear)).isValid).toBe(true)
    expect(validateExpiry('12', String(nextYear - 2)).isValid).toBe(false)
  })
})

describe('validateExpiryMonth', () => {
  it('accepts 1 to 12 with one or two digits', () => {
    for (const month of ['1', '01', '9', '09', '10', '12']) {
      expect(validateExpiryMonth(month).isValid, month).toBe(true)
    }
  })

  it('refuses other values', () => {
    for (const month of ['13', '00', '123', 'ab', '1a', '-1']) {
      expect(validateExpiryMonth(month), month).toEqual({
        isValid: false,
        isPotentiallyValid: false,
      })
    }
  })
})

describe('validateExpiryYear', () => {
  it('accepts 2 or 4 digits from this year to 19 years ahead', () => {
    for (const year of ['26', '2026', '35', '2035', '45', '2045']) {
      expect(validateExpiryYear(year, now).isValid, year).toBe(true)
    }
  })

  it('refuses 1, 3 and 5 digits', () => {
    for (const year of ['7', '203', '20301']) {
      expect(validateExpiryYear(year, now).isValid, year).toBe(false)
    }
    expect(validateExpiryYear('20301', now).isPotentiallyValid).toBe(false)
  })

  it('keeps partial years potentially valid only while they can still become a year of the window', () => {
    expect(validateExpiryYear('', now).isPotentiallyValid).toBe(true)
    expect(validateExpiryYear('2', now).isPotentiallyValid).toBe(true)
    expect(validateExpiryYear('3', now).isPotentiallyValid).toBe(true)
    expect(validateExpiryYear('1', now).isPotentiallyValid).toBe(false)
    expect(validateExpiryYear('20', now).isPotentiallyValid).toBe(true)
    expect(validateExpiryYear('204', now).isPotentiallyValid).toBe(true)
    expect(validateExpiryYear('205', now).isPotentiallyValid).toBe(false)
    expect(validateExpiryYear('25', now).isPotentiallyValid).toBe(false)
  })

  it('refuses anything but digits', () => {
    expect(validateExpiryYear('2o27', now)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('reads two-digit years across a century end', () => {
    const lateCentury = new Date(2095, 0, 1)
    expect(validateExpiryYear('99', lateCentury).isValid).toBe(true)
    expect(validateExpiryYear('05', lateCentury).isValid).toBe(true)
    expect(validateExpiryYear('2105', lateCentury).isValid).toBe(true)
    expect(validateExpiryYear('94', lateCentury).isValid).toBe(false)
  })
})

describe('parseExpiryMMYY', () => {
  const fallback = null

  it('returns month and four-digit year for a valid MM/YY', () => {
    expect(parseExpiryMMYY('11/26', fallback, now)).toEqual({
      month: 11,
      year: 2026,
    })
    expect(parseExpiryMMYY('01/30', fallback, now)).toEqual({
      month: 1,
      year: 2030,
    })
    expect(parseExpiryMMYY(' 07 / 99 ', fallback, now)).toEqual({
      month: 7,
      year: 2099,
    })
  })

  it('returns the fallback for an earlier month of the current year', () => {
    expect(parseExpiryMMYY('10/26', fallback, now)).toBe(fallback)
  })

  it('returns the fallback for an earlier year', () => {
    expect(parseExpiryMMYY('12/25', 'none', now)).toBe('none')
  })

  it('returns the fallback unless the month is 01 to 12 and the year two digits', () => {
    for (const input of [
      '00/27',
      '13/27',
      '1/27',
      '01/2027',
      '0127',
      '01-27',
      'ab/cd',
      '',
    ]) {
      expect(parseExpiryMMYY(input, fallback, now), input).toBe(fallback)
    }
  })

  it('rolls over from December to January', () => {
    const newYearsEve = new Date(2026, 11, 31, 23)
    expect(parseExpiryMMYY('12/26', fallback, newYearsEve)).toEqual({
      month: 12,
      year: 2026,
    })
    expect(parseExpiryMMYY('11/26', fallback, newYearsEve)).toBe(fallback)
    expect(parseExpiryMMYY('01/27', fallback, newYearsEve)).toEqual({
      month: 1,
      year: 2027,
    })
  })
})
