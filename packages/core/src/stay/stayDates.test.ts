import {
  addDays,
  differenceInCalendarDays,
  formatISO,
  parseISO,
} from 'date-fns'
import { describe, expect, it } from 'vitest'
import {
  addDaysIso,
  dateOfIso,
  isIsoDate,
  isoOfDate,
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

  it('issue 33: writes, moves and counts days as date-fns did, years below 100 and DST changes too', () => {
    const dates = ['0099-12-31', '1999-12-31', '2024-02-29', '2027-03-28']
    for (let day = 0; day < 800; day += 7)
      dates.push(addDaysIso('2026-01-01', day))
    for (const date of dates) {
      const local = parseISO(date)
      expect(isoOfDate(local)).toBe(
        formatISO(local, { representation: 'date' }),
      )
      for (const days of [-40, -1, 1, 3, 31, 365])
        expect(addDaysIso(date, days)).toBe(
          formatISO(addDays(local, days), { representation: 'date' }),
        )
      for (const other of ['2026-03-29', '2026-10-25', '2027-01-01'])
        expect(nightsBetween(date, other)).toBe(
          differenceInCalendarDays(parseISO(other), local),
        )
    }
    expect(() => isoOfDate(new Date(Number.NaN))).toThrow(RangeError)
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
