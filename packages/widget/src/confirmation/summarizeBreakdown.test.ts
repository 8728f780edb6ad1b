import { describe, expect, it } from 'vitest'
import { summarizeBreakdown } from './summarizeBreakdown'
import { confirmedBooking } from './testing'

const [seaView, classic] = confirmedBooking().accomodationData

describe('summarize breakdown', () => {
  it('collapses the night lines into one row with their count and sum, first', () => {
    const rows = summarizeBreakdown(seaView!.priceBrakedown)
    expect(rows[0]).toEqual({ kind: 'night', nights: 3, total: 44_000 })
    expect(rows.filter((row) => row.kind === 'night')).toHaveLength(1)
  })

  it('keeps the other lines in order with their labels', () => {
    expect(
      summarizeBreakdown(classic!.priceBrakedown).map((row) => row.kind),
    ).toEqual([
      'night',
      'rate_adjustment',
      'extra_adults',
      'board',
      'supplement',
    ])
    expect(summarizeBreakdown(seaView!.priceBrakedown)[4]).toEqual({
      kind: 'supplement',
      label: 'Garage parking',
      quantity: 1,
      total: 4_500,
    })
  })

  it('sums to the unit total, and the units to the booking total', () => {
    const booking = confirmedBooking()
    const unitSums = booking.accomodationData.map((unit) =>
      summarizeBreakdown(unit.priceBrakedown).reduce(
        (sum, row) => sum + row.total,
        0,
      ),
    )
    expect(unitSums).toEqual(booking.accomodationData.map((unit) => unit.total))
    expect(unitSums.reduce((a, b) => a + b, 0)).toBe(booking.totalPrice)
  })

  it('has no nights row when there are no night lines', () => {
    expect(summarizeBreakdown([])).toEqual([])
  })
})
