import { describe, expect, it } from 'vitest'
import { currencyDecimals } from './currencyDecimals'

describe('currency decimals', () => {
  it('is 0 for JPY, KRW, CLP, HUF, VND, XOF and XAF', () => {
    for (const code of ['JPY', 'KRW', 'CLP', 'HUF', 'VND', 'XOF', 'XAF']) {
      expect(currencyDecimals(code), code).toBe(0)
    }
  })

  it('is 3 for BHD, JOD, KWD, LYD, OMR and TND', () => {
    for (const code of ['BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']) {
      expect(currencyDecimals(code), code).toBe(3)
    }
  })

  it('is 2 for most others, such as EUR, USD and GBP', () => {
    for (const code of ['EUR', 'USD', 'GBP', 'CHF']) {
      expect(currencyDecimals(code), code).toBe(2)
    }
  })

  it('reads a lower-case code as its upper-case one', () => {
    expect(currencyDecimals('huf')).toBe(0)
    expect(currencyDecimals('kwd')).toBe(3)
  })

  it('refuses a code that is not three letters', () => {
    expect(() => currencyDecimals('EURO')).toThrow(RangeError)
    expect(() => currencyDecimals('€')).toThrow(RangeError)
  })
})
