import { describe, expect, it } from 'vitest'
import { memberDiscount, memberPrice } from './memberDiscount'

describe('member prices', () => {
  it('takes a whole percentage off, rounded half up to the cent', () => {
    expect(memberDiscount(30_000, 10)).toBe(3000)
    expect(memberPrice(30_000, 10)).toBe(27_000)
    // 10 % of €123.45 is €12.345: €12.35 off.
    expect(memberDiscount(12_345, 10)).toBe(1235)
    expect(memberDiscount(12_344, 10)).toBe(1234)
    expect(memberPrice(12_345, 10)).toBe(11_110)
  })

  it('leaves the price as it is without a discount', () => {
    expect(memberPrice(19_999, 0)).toBe(19_999)
  })

  it('refuses a discount that is not a whole percentage from 0 to 100', () => {
    expect(() => memberDiscount(1000, 101)).toThrow(RangeError)
    expect(() => memberDiscount(1000, -5)).toThrow(RangeError)
    expect(() => memberDiscount(1000, 2.5)).toThrow(RangeError)
    expect(() => memberDiscount(10.5, 10)).toThrow(RangeError)
  })
})
