import { describe, expect, it } from 'vitest'
import {
  nightlyPrice,
  seasonFactor,
  seededSold,
  stableFraction,
  weekdayFactor,
} from './nightlyPrice'

const summer = [6, 7, 8, 9]

describe('seeded nightly prices', () => {
  it('are the same on every run (deterministic seed)', () => {
    expect(nightlyPrice('u1', 10000, '2027-07-10', summer)).toBe(
      nightlyPrice('u1', 10000, '2027-07-10', summer),
    )
    expect(stableFraction('abc')).toBe(stableFraction('abc'))
  })

  it('vary by season: high season above the shoulder months above the low season', () => {
    expect(seasonFactor(7, summer)).toBeGreaterThan(seasonFactor(5, summer))
    expect(seasonFactor(10, summer)).toBe(seasonFactor(5, summer))
    expect(seasonFactor(5, summer)).toBeGreaterThan(seasonFactor(1, summer))
    // Winter high season wraps over the new year.
    expect(seasonFactor(4, [12, 1, 2, 3])).toBe(1.15)
    expect(seasonFactor(11, [12, 1, 2, 3])).toBe(1.15)
  })

  it('vary by weekday: Friday and Saturday nights cost more', () => {
    expect(weekdayFactor(5)).toBeGreaterThan(weekdayFactor(3))
    expect(weekdayFactor(6)).toBeGreaterThan(weekdayFactor(0))
  })

  it('are whole euros in cents, within the season and variation bounds', () => {
    const price = nightlyPrice('u1', 10000, '2027-01-13', summer)
    expect(price % 100).toBe(0)
    expect(price).toBeGreaterThanOrEqual(Math.floor(100 * 0.85 * 0.95) * 100)
    expect(price).toBeLessThanOrEqual(Math.ceil(100 * 0.85 * 1.05) * 100)
  })

  it('sell some nights out entirely and never oversell the others', () => {
    const nights = Array.from(
      { length: 400 },
      (_, i) =>
        `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}:${i}`,
    )
    const sold = nights.map((night) => seededSold('u1', night, 10))
    expect(sold.some((n) => n === 10)).toBe(true)
    expect(sold.every((n) => n >= 0 && n <= 10)).toBe(true)
    expect(sold.filter((n) => n === 10).length).toBeLessThan(40)
  })
})
