import { describe, expect, it } from 'vitest'
import { selectSupplement, supplementTotal } from './supplement'
import type { SelectedSupplement } from './supplement'

const breakfast: SelectedSupplement = {
  serviceId: 'breakfast',
  quantity: 2,
  price: 1_500,
  total: 3_000,
}
const parking: SelectedSupplement = {
  serviceId: 'parking',
  quantity: 1,
  price: 1_000,
  total: 1_000,
}

describe('supplement total', () => {
  it('is quantity times price', () => {
    expect(supplementTotal(3, 1_250)).toBe(3_750)
    expect(supplementTotal(1, 999)).toBe(999)
  })

  it('is zero for quantity 0', () => {
    expect(supplementTotal(0, 1_250)).toBe(0)
  })

  it('refuses a negative or fractional quantity with a RangeError', () => {
    expect(() => supplementTotal(-1, 1_250)).toThrow(RangeError)
    expect(() => supplementTotal(1.5, 1_250)).toThrow(RangeError)
  })

  it('refuses a price that is not whole minor units', () => {
    expect(() => supplementTotal(2, 12.5)).toThrow(RangeError)
  })
})

describe('select supplement', () => {
  it('adds a supplement of a new service with its total', () => {
    expect(
      selectSupplement([breakfast], {
        serviceId: 'parking',
        quantity: 2,
        price: 1_000,
      }),
    ).toEqual([breakfast, { ...parking, quantity: 2, total: 2_000 }])
  })

  it('replaces an earlier supplement of the same service', () => {
    expect(
      selectSupplement([breakfast, parking], {
        serviceId: 'breakfast',
        quantity: 4,
        price: 1_500,
      }),
    ).toEqual([{ ...breakfast, quantity: 4, total: 6_000 }, parking])
  })

  it('removes the supplement when the quantity is 0', () => {
    expect(
      selectSupplement([breakfast, parking], {
        serviceId: 'breakfast',
        quantity: 0,
        price: 1_500,
      }),
    ).toEqual([parking])
  })

  it('leaves the list alone when quantity 0 is chosen for an unselected service', () => {
    expect(
      selectSupplement([parking], {
        serviceId: 'breakfast',
        quantity: 0,
        price: 1_500,
      }),
    ).toEqual([parking])
  })

  it('does not change the list it was given', () => {
    const selected = [breakfast]
    selectSupplement(selected, {
      serviceId: 'breakfast',
      quantity: 1,
      price: 1,
    })
    expect(selected).toEqual([breakfast])
  })

  it('refuses a negative quantity', () => {
    expect(() =>
      selectSupplement([], { serviceId: 'spa', quantity: -2, price: 500 }),
    ).toThrow(RangeError)
  })
})
