import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, isCountryCode, toCountryCode } from './countryCode'

describe('COUNTRY_CODES', () => {
  it('lists about 250 countries, each once, as two upper-case letters', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(245)
    expect(COUNTRY_CODES.length).toBeLessThanOrEqual(260)
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length)
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('includes Kosovo, which ISO 3166-1 has not assigned', () => {
    expect(COUNTRY_CODES).toContain('XK')
  })
})

describe('isCountryCode', () => {
  it('accepts a known code only as the wire carries it, in upper case', () => {
    expect(isCountryCode('HR')).toBe(true)
    expect(isCountryCode('hr')).toBe(false)
    expect(isCountryCode('XX')).toBe(false)
  })
})

describe('toCountryCode', () => {
  it('normalises case and spaces of a known code', () => {
    expect(toCountryCode(' hr ')).toBe('HR')
  })

  it('gives undefined for an unknown, empty or missing code', () => {
    expect(toCountryCode('XX')).toBeUndefined()
    expect(toCountryCode('')).toBeUndefined()
    expect(toCountryCode(undefined)).toBeUndefined()
    expect(toCountryCode('constructor')).toBeUndefined()
  })
})
