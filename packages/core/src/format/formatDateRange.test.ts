import { describe, expect, it } from 'vitest'
import { formatDateRange, parseDateRange } from './formatDateRange'

describe('date range', () => {
  it('writes ISO dates as MM/dd/yyyy-MM/dd/yyyy', () => {
    expect(formatDateRange('2026-11-21', '2026-11-24')).toBe(
      '11/21/2026-11/24/2026',
    )
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe(
      '12/30/2026-01/02/2027',
    )
  })

  it('refuses a date that is not a real yyyy-MM-dd date', () => {
    expect(() => formatDateRange('2026-02-30', '2026-03-02')).toThrow(
      RangeError,
    )
    expect(() => formatDateRange('21.11.2026', '2026-11-24')).toThrow(
      RangeError,
    )
  })

  it('reads MM/dd/yyyy-MM/dd/yyyy back to ISO dates', () => {
    expect(parseDateRange('11/21/2026-11/24/2026')).toEqual({
      from: '2026-11-21',
      to: '2026-11-24',
    })
  })

  it('round-trips a range', () => {
    const range = { from: '2028-02-28', to: '2028-03-01' }
    expect(parseDateRange(formatDateRange(range.from, range.to))).toEqual(range)
  })

  it('gives undefined for a range that is malformed or holds an unreal date', () => {
    expect(parseDateRange('')).toBeUndefined()
    expect(parseDateRange('11/21/2026')).toBeUndefined()
    expect(parseDateRange('2026-11-21-2026-11-24')).toBeUndefined()
    expect(parseDateRange('11/21/2026-02/30/2027')).toBeUndefined()
    expect(parseDateRange('1/5/2026-1/8/2026')).toBeUndefined()
  })
})
