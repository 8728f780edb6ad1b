import { addMonths, endOfMonth, getDate, setDate, startOfMonth } from 'date-fns'
import { dateOfIso, isoOfDate, type IsoDate } from '../stay/stayDates'
import { assertIsoDate } from './assertIsoDate'
import type { DateRange } from './formatDateRange'

/** The highest day of the month a month helper carries (SPEC 9); every month has a 28th. */
export const MAX_CARRIED_DAY = 28

const parse = (date: IsoDate): Date => dateOfIso(assertIsoDate(date))

/** The same date with a day over 28 clamped to 28 (SPEC 9). */
export function clampDayIso(date: IsoDate): IsoDate {
  const parsed = parse(date)
  return isoOfDate(setDate(parsed, Math.min(getDate(parsed), MAX_CARRIED_DAY)))
}

/** The first day of the date's month. */
export function startOfMonthIso(date: IsoDate): IsoDate {
  return isoOfDate(startOfMonth(parse(date)))
}

/** The date `months` later (or earlier when negative), its day clamped to 28 so it never spills into the next month (SPEC 9). */
export function addMonthsIso(date: IsoDate, months: number): IsoDate {
  if (!Number.isSafeInteger(months)) {
    throw new RangeError(`months must be a whole number, got ${months}`)
  }
  // Clamped first, so 31 January + 1 month is 28 February and + 2 months is 28 March, not 31 March.
  return isoOfDate(addMonths(dateOfIso(clampDayIso(date)), months))
}

/** The calendar month holding a date, from its first to its last day (the end is a real month end, not clamped). */
export function monthRange(date: IsoDate): DateRange {
  const parsed = parse(date)
  return {
    from: isoOfDate(startOfMonth(parsed)),
    to: isoOfDate(endOfMonth(parsed)),
  }
}
