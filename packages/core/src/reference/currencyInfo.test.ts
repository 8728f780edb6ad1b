import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countryCode'
import { currencyInfo } from './currencyInfo'
import { defaultCurrency } from './defaultCurrency'

// SPEC 9's decimals, and USD and EUR as two of 'most others'.
const SPEC_DECIMALS: [string, number][] = [
  ...['JPY', 'KRW', 'CLP', 'HUF', 'VND', 'XOF', 'XAF'].map(
    (code): [string, number] => [code, 0],
  ),
  ...['BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map(
    (code): [string, number] => [code, 3],
  ),
  ['USD', 2],
  ['EUR', 2],
]

describe('currencyInfo', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['CAD', 'CA$'],
  ])('shows %s as %s in English', (code, symbol) => {
    expect(currencyInfo(code)?.symbol).toBe(symbol)
  })

  it.each(SPEC_DECIMALS)(
    'gives %s %i decimals, as SPEC 9 states',
    (code, decimals) => {
      expect(currencyInfo(code)?.decimals).toBe(decimals)
    },
  )

  it("shows the symbol in the asked language's form", () => {
    expect(currencyInfo('EUR', 'hr')?.symbol).toBe('€')
    expect(currencyInfo('USD', 'hr')?.symbol).toBe('USD')
  })

  it('accepts a lower-case code and gives its upper-case form', () => {
    expect(currencyInfo('eur')).toEqual({
      code: 'EUR',
      symbol: '€',
      decimals: 2,
    })
  })

  it('gives undefined for an unknown or malformed code', () => {
    expect(currencyInfo('XYZ')).toBeUndefined()
    expect(currencyInfo('EURO')).toBeUndefined()
  })

  it("knows every country's default currency", () => {
    const currencies = COUNTRY_CODES.flatMap(
      (code) => defaultCurrency(code) ?? [],
    )
    // Nearly every country has one (Antarctica and a few territories have none).
    expect(currencies.length).toBeGreaterThan(COUNTRY_CODES.length - 10)
    for (const currency of currencies)
      expect(currencyInfo(currency), currency).toBeDefined()
  })
})
