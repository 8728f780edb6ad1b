import { describe, expect, it } from 'vitest'
import { assertCount, assertMinorUnits, multiplyExact } from './wholeNumbers'

describe('whole numbers', () => {
  it('accepts whole minor units, negative ones too', () => {
    expect(assertMinorUnits(-500)).toBe(-500)
  })

  it('refuses fractions, NaN and amounts too large to stay exact', () => {
    expect(() => assertMinorUnits(0.5)).toThrow(RangeError)
    expect(() => assertMinorUnits(Number.NaN)).toThrow(RangeError)
    expect(() => assertMinorUnits(2 ** 53)).toThrow(RangeError)
  })

  it('accepts a count of 0 but not a negative or fractional one', () => {
    expect(assertCount(0)).toBe(0)
    expect(() => assertCount(-1)).toThrow(RangeError)
    expect(() => assertCount(1.5)).toThrow(RangeError)
  })

  it('refuses a product too large to stay exact', () => {
    expect(multiplyExact(3, 4, 5)).toBe(60)
    expect(() => multiplyExact(2 ** 30, 2 ** 30)).toThrow(RangeError)
  })
})
