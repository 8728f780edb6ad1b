import { describe, expect, it } from 'vitest'
import { choosableDays } from './calendarStay'
import type { CalendarDay } from './useCalendarDays'

const free = (date: string, more: Partial<CalendarDay> = {}) => ({
  date,
  Available: true,
  ...more,
})
const days = Object.fromEntries(
  [
    free('2027-06-09'),
    free('2027-06-10', { minNights: 2 }),
    free('2027-06-11', { closedToArrival: true }),
    free('2027-06-12'),
    { date: '2027-06-13', Available: false },
  ].map((day) => [day.date, day]),
)

describe('choosable days', () => {
  it('offers as arrival a free day from today that staff did not close to arrivals', () => {
    const choosable = choosableDays('2027-06-10', days, undefined)
    expect(choosable('2027-06-09')).toBe(false)
    expect(choosable('2027-06-10')).toBe(true)
    expect(choosable('2027-06-11')).toBe(false)
    expect(choosable('2027-06-13')).toBe(false)
  })

  it('offers as departure a day after the minimum nights, up to the first night not free', () => {
    const choosable = choosableDays('2027-06-01', days, '2027-06-10')
    expect(choosable('2027-06-11')).toBe(false)
    expect(choosable('2027-06-12')).toBe(true)
    expect(choosable('2027-06-13')).toBe(true)
    expect(choosable('2027-06-14')).toBe(false)
  })
})
