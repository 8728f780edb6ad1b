import { describe, expect, it } from 'vitest'
import type { SelectedSupplement } from './supplement'
import { applySupplement, reservationTotal, unitTotal } from './unitTotal'
import type { PricedUnit } from './unitTotal'

const breakfast: SelectedSupplement = {
  serviceId: 'breakfast',
  quantity: 2,
  price: 1_500,
  total: 3_000,
}

describe('unit total', () => {
  it('is the initial total plus its supplements', () => {
    expect(unitTotal(30_000, [breakfast])).toBe(33_000)
  })

  it('is the initial total when no supplement is selected', () => {
    expect(unitTotal(30_000, [])).toBe(30_000)
  })

  it('takes each supplement as quantity times price, not a stale total', () => {
    expect(unitTotal(30_000, [{ ...breakfast, total: 1 }])).toBe(33_000)
  })

  it('refuses a fractional initial total', () => {
    expect(() => unitTotal(300.5, [])).toThrow(RangeError)
  })

  it('brings the unit total up to date when a supplement is chosen', () => {
    const unit = {
      unitId: 'u1',
      initialTotal: 30_000,
      selectedSupplements: [breakfast],
      total: 33_000,
    }
    const next = applySupplement(unit, {
      serviceId: 'breakfast',
      quantity: 3,
      price: 1_500,
    })
    expect(next).toEqual({
      unitId: 'u1',
      initialTotal: 30_000,
      selectedSupplements: [{ ...breakfast, quantity: 3, total: 4_500 }],
      total: 34_500,
    })
  })
})

describe('reservation total', () => {
  it('is the sum of the unit totals', () => {
    const units: Pick<PricedUnit, 'total'>[] = [
      { total: 33_000 },
      { total: 12_345 },
    ]
    expect(reservationTotal(units)).toBe(45_345)
  })

  it('is zero for no units', () => {
    expect(reservationTotal([])).toBe(0)
  })

  it('refuses a unit total that is not whole minor units', () => {
    expect(() => reservationTotal([{ total: 10.1 }])).toThrow(RangeError)
  })
})
