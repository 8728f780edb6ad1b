import { describe, expect, it } from 'vitest'
import { breakdownTotal, priceBreakdown } from './priceBreakdown'
import type { SelectedSupplement } from './supplement'
import { unitTotal } from './unitTotal'

const breakfast: SelectedSupplement = {
  serviceId: 'breakfast',
  quantity: 6,
  price: 1_500,
  total: 9_000,
}
const parking: SelectedSupplement = {
  serviceId: 'parking',
  quantity: 1,
  price: 2_999,
  total: 2_999,
}

describe('price breakdown', () => {
  it('lists the room nights, then each supplement', () => {
    expect(
      priceBreakdown({
        initialTotal: 36_000,
        nights: 3,
        selectedSupplements: [breakfast, parking],
      }),
    ).toEqual([
      { kind: 'room_nights', quantity: 3, unitPrice: 12_000, total: 36_000 },
      {
        kind: 'supplement',
        serviceId: 'breakfast',
        quantity: 6,
        unitPrice: 1_500,
        total: 9_000,
      },
      {
        kind: 'supplement',
        serviceId: 'parking',
        quantity: 1,
        unitPrice: 2_999,
        total: 2_999,
      },
    ])
  })

  it('splits a room total that does not divide by the nights into whole cents', () => {
    expect(
      priceBreakdown({
        initialTotal: 10_000,
        nights: 3,
        selectedSupplements: [],
      }),
    ).toEqual([
      { kind: 'room_nights', quantity: 2, unitPrice: 3_333, total: 6_666 },
      { kind: 'room_nights', quantity: 1, unitPrice: 3_334, total: 3_334 },
    ])
  })

  it('sums to the unit total to the cent, for any room total and stay length', () => {
    for (const initialTotal of [0, 1, 99, 10_000, 12_345, 99_999, -5_000]) {
      for (let nights = 1; nights <= 30; nights += 1) {
        const input = {
          initialTotal,
          nights,
          selectedSupplements: [breakfast, parking],
        }
        const lines = priceBreakdown(input)
        expect(breakdownTotal(lines)).toBe(
          unitTotal(initialTotal, input.selectedSupplements),
        )
        for (const line of lines) {
          expect(line.total).toBe(line.quantity * line.unitPrice)
          expect(Number.isInteger(line.unitPrice)).toBe(true)
        }
      }
    }
  })

  it('leaves out a supplement of quantity 0', () => {
    const lines = priceBreakdown({
      initialTotal: 10_000,
      nights: 1,
      selectedSupplements: [{ ...parking, quantity: 0, total: 0 }],
    })
    expect(lines.map((line) => line.kind)).toEqual(['room_nights'])
  })

  it('refuses a stay of no nights', () => {
    expect(() =>
      priceBreakdown({
        initialTotal: 10_000,
        nights: 0,
        selectedSupplements: [],
      }),
    ).toThrow(RangeError)
  })
})
