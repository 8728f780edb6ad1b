import { describe, expect, it } from 'vitest'
import { lineQuantity, lineTotal, PRICE_TYPES } from './lineTotal'

const stay = { nights: 3, guests: 2 }

describe('line total', () => {
  it('charges a PerStay price once', () => {
    expect(lineTotal('PerStay', 5_000, stay)).toBe(5_000)
  })

  it('charges a PerNight price for each night', () => {
    expect(lineTotal('PerNight', 5_000, stay)).toBe(15_000)
  })

  it('charges a PerPerson price for each guest', () => {
    expect(lineTotal('PerPerson', 5_000, stay)).toBe(10_000)
  })

  it('charges a PerPersonNight price for each guest on each night', () => {
    expect(lineTotal('PerPersonNight', 5_000, stay)).toBe(30_000)
  })

  it('gives each price type its quantity', () => {
    expect(
      PRICE_TYPES.map((priceType) => lineQuantity(priceType, stay)),
    ).toEqual([1, 3, 2, 6])
  })

  it('charges nothing per night or per person for zero nights or guests', () => {
    expect(lineTotal('PerNight', 5_000, { nights: 0, guests: 2 })).toBe(0)
    expect(lineTotal('PerPerson', 5_000, { nights: 3, guests: 0 })).toBe(0)
  })

  it('refuses a fractional unit price or a negative or fractional count', () => {
    expect(() => lineTotal('PerStay', 49.99, stay)).toThrow(RangeError)
    expect(() => lineTotal('PerNight', 100, { nights: -1, guests: 2 })).toThrow(
      RangeError,
    )
    expect(() =>
      lineTotal('PerPerson', 100, { nights: 3, guests: 1.5 }),
    ).toThrow(RangeError)
  })
})
