import { describe, expect, it } from 'vitest'
import { formatMoney, formatPrice, formatPriceHelper } from './formatPrice'

// Intl separates amount and symbol with a no-break space.
const NBSP = '\u00a0'

describe('format price', () => {
  it('shows EUR cents in English by default', () => {
    expect(formatPrice(123_456)).toBe('€1,234.56')
  })

  it('uses a decimal comma and a dot for thousands in German', () => {
    expect(formatPrice(123_456, 'EUR', 'de')).toBe(`1.234,56${NBSP}€`)
  })

  it('formats EUR in each of the five languages', () => {
    expect(
      ['en', 'de', 'it', 'hr', 'sl'].map((language) =>
        formatPrice(1_999, 'EUR', language),
      ),
    ).toEqual([
      '€19.99',
      `19,99${NBSP}€`,
      `19,99${NBSP}€`,
      `19,99${NBSP}€`,
      `19,99${NBSP}€`,
    ])
  })

  it('shows HUF and JPY without decimals, a minor unit being a whole forint or yen', () => {
    expect(formatPrice(12_345, 'HUF')).toBe(`HUF${NBSP}12,345`)
    expect(formatPrice(12_345, 'HUF', 'de')).toBe(`12.345${NBSP}HUF`)
    expect(formatPrice(12_345, 'JPY')).toBe('¥12,345')
  })

  it('shows KWD with three decimals', () => {
    expect(formatPrice(12_345, 'KWD')).toBe(`KWD${NBSP}12.345`)
    expect(formatPrice(12_345, 'KWD', 'de')).toBe(`12,345${NBSP}KWD`)
  })

  it('shows a negative amount with its sign', () => {
    expect(formatPrice(-1_999)).toBe('-€19.99')
  })

  it('falls back to English for a language it has no data for', () => {
    expect(formatPrice(1_999, 'EUR', 'xx')).toBe('€19.99')
  })

  it('refuses an amount that is not whole minor units', () => {
    expect(() => formatPrice(19.99)).toThrow(RangeError)
  })

  it('formats Money in its own currency', () => {
    expect(formatMoney({ amount: 5_000, currency: 'JPY' }, 'en')).toBe('¥5,000')
  })
})

describe('price helper', () => {
  it('always shows two decimals', () => {
    expect(formatPriceHelper(1_234)).toBe('€12.34')
    expect(formatPriceHelper(1_200, 'EUR', 'de')).toBe(`12,00${NBSP}€`)
  })

  it('shows two decimals for a 0-decimal currency, reading its minor units as whole yen', () => {
    expect(formatPriceHelper(1_234, 'JPY')).toBe('¥1,234.00')
  })

  it('rounds a 3-decimal currency to two decimals', () => {
    expect(formatPriceHelper(1_235, 'KWD')).toBe(`KWD${NBSP}1.24`)
  })
})
