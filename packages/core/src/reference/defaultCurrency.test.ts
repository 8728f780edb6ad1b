import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countryCode'
import { defaultCurrency } from './defaultCurrency'

describe('defaultCurrency', () => {
  it('gives EUR for Croatia, which uses the euro since 2023', () => {
    expect(defaultCurrency('HR')).toBe('EUR')
  })

  it.each([
    ['DE', 'EUR'],
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['PR', 'USD'],
    ['AS', 'USD'],
    ['GU', 'USD'],
    ['JP', 'JPY'],
  ])('gives %s the currency %s', (code, currency) => {
    expect(defaultCurrency(code)).toBe(currency)
  })

  it('has a three-letter currency for nearly every country', () => {
    const known = COUNTRY_CODES.filter((code) => defaultCurrency(code))
    for (const code of known)
      expect(defaultCurrency(code)).toMatch(/^[A-Z]{3}$/)
    expect(known.length).toBeGreaterThanOrEqual(COUNTRY_CODES.length - 3)
  })

  it('gives undefined for an unknown code', () => {
    expect(defaultCurrency('XX')).toBeUndefined()
  })
})
