import { describe, expect, it } from 'vitest'
import { toMajorUnits } from './toMajorUnits'

describe('toMajorUnits', () => {
  it('divides cents by 100 for a two-decimal currency', () => {
    expect(toMajorUnits(12345, 'EUR')).toBe(123.45)
    expect(toMajorUnits(10, 'USD')).toBe(0.1)
    expect(toMajorUnits(0, 'EUR')).toBe(0)
  })

  it('keeps the amount as is for the zero-decimal currencies of SPEC 9, HUF included', () => {
    expect(toMajorUnits(12345, 'JPY')).toBe(12345)
    expect(toMajorUnits(12345, 'HUF')).toBe(12345)
    expect(toMajorUnits(500, 'XOF')).toBe(500)
  })

  it('divides by 1000 for the three-decimal currencies of SPEC 9', () => {
    expect(toMajorUnits(12345, 'KWD')).toBe(12.345)
    expect(toMajorUnits(1005, 'BHD')).toBe(1.005)
  })

  it('reads the currency code case-insensitively', () => {
    expect(toMajorUnits(12345, 'eur')).toBe(123.45)
    expect(toMajorUnits(12345, 'jpy')).toBe(12345)
  })

  it('converts negative amounts such as refunds', () => {
    expect(toMajorUnits(-250, 'EUR')).toBe(-2.5)
  })

  it('gives the same number as the decimal literal for every cent amount up to 10 000.00', () => {
    const mismatches: number[] = []
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      const literal = Number(
        `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      )
      if (toMajorUnits(cents, 'EUR') !== literal) mismatches.push(cents)
    }
    expect(mismatches).toEqual([])
  })

  it('rejects an amount that is not an integer number of minor units', () => {
    expect(() => toMajorUnits(123.45, 'EUR')).toThrow(RangeError)
    expect(() => toMajorUnits(Number.NaN, 'EUR')).toThrow(RangeError)
  })

  it('rejects an unknown currency code', () => {
    expect(() => toMajorUnits(100, 'EURO')).toThrow(RangeError)
  })
})
