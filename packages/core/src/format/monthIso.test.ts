import { describe, expect, it } from 'vitest'
import {
  addMonthsIso,
  clampDayIso,
  monthRange,
  startOfMonthIso,
} from './monthIso'

describe('month helpers', () => {
  it('clamps day 29, 30 and 31 to 28', () => {
    expect(clampDayIso('2026-01-29')).toBe('2026-01-28')
    expect(clampDayIso('2026-01-30')).toBe('2026-01-28')
    expect(clampDayIso('2026-01-31')).toBe('2026-01-28')
  })

  it('keeps a day up to 28', () => {
    expect(clampDayIso('2026-01-28')).toBe('2026-01-28')
    expect(clampDayIso('2026-01-05')).toBe('2026-01-05')
  })

  it('adds months with a day over 28 clamped to 28', () => {
    expect(addMonthsIso('2026-01-29', 1)).toBe('2026-02-28')
    expect(addMonthsIso('2026-03-30', 1)).toBe('2026-04-28')
    expect(addMonthsIso('2026-01-31', 2)).toBe('2026-03-28')
    expect(addMonthsIso('2026-01-31', 0)).toBe('2026-01-28')
  })

  it('adds months keeping a day up to 28, across years and backwards', () => {
    expect(addMonthsIso('2026-11-21', 2)).toBe('2027-01-21')
    expect(addMonthsIso('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonthsIso('2026-05-31', -3)).toBe('2026-02-28')
  })

  it('refuses a fractional number of months or an unreal date', () => {
    expect(() => addMonthsIso('2026-01-15', 1.5)).toThrow(RangeError)
    expect(() => addMonthsIso('2026-02-30', 1)).toThrow(RangeError)
  })

  it('gives the first day of the month as yyyy-MM-dd', () => {
    expect(startOfMonthIso('2026-11-21')).toBe('2026-11-01')
  })

  it('gives a calendar month from its first to its real last day', () => {
    expect(monthRange('2026-11-21')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(monthRange('2028-02-10')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    })
    expect(monthRange('2026-12-31')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })
})
