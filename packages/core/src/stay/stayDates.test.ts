import { parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import {
  addDaysIso,
  dateOfIso,
  isIsoDate,
  MAX_NIGHTS,
  nightsBetween,
  validateStayDates,
} from './stayDates'

const today = '2026-11-21'

describe('stay dates', () => {
  it('counts nights as dateTo minus dateFrom, across months and a DST change', () => {
    expect(nightsBetween('2026-11-21', '2026-11-24')).toBe(3)
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2)
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
  })

  it('reads a yyyy-MM-dd date as local midnight, as date-fns parseISO does, years below 100 too', () => {
    for (const date of ['2027-06-10', '2024-02-29', '2026-03-29', '0099-12-31'])
      expect(dateOfIso(date)).toEqual(parseISO(date))
  })

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('21.11.2026')).toBe(false)
    expect(isIsoDate('2026-1-5')).toBe(false)
  })

  it('accepts a stay from today', () => {
    expect(validateStayDates(today, '2026-11-22', today)).toEqual({})
  })

  it('requires both dates', () => {
    expect(validateStayDates('', '', today)).toEqual({
      dateFrom: 'date_from_required',
      dateTo: 'date_to_required',
    })
  })

  it('refuses an arrival in the past', () => {
    expect(validateStayDates('2026-11-20', '2026-11-23', today)).toEqual({
      dateFrom: 'date_from_in_past',
    })
  })

  it('refuses a departure on or before the arrival', () => {
    expect(validateStayDates(today, today, today)).toEqual({
      dateTo: 'date_to_not_after_date_from',
    })
  })

  it(`allows at most ${MAX_NIGHTS} nights`, () => {
    expect(
      validateStayDates(today, addDaysIso(today, MAX_NIGHTS), today),
    ).toEqual({})
    expect(
      validateStayDates(today, addDaysIso(today, MAX_NIGHTS + 1), today),
    ).toEqual({
      dateTo: 'stay_too_long',
    })
  })
})
