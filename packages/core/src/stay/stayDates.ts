/** Longest stay that can be searched or booked online. */
export const MAX_NIGHTS = 30

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A stay date as the wire carries it: yyyy-MM-dd, no time zone (DESIGN). */
export type IsoDate = string

const MS_PER_DAY = 86_400_000
const pad = (value: number, digits: number) =>
  String(value).padStart(digits, '0')

// This file's date arithmetic is its own few lines, not date-fns' formatISO, addDays and
// differenceInCalendarDays: 0.4 KB gzip less on the search widget, which loads this (issue 33).
/** A date's local calendar day, yyyy-MM-dd, as date-fns' formatISO writes it (an invalid date throws). */
export function isoOfDate(date: Date): IsoDate {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`
}

/**
 * The local midnight of a yyyy-MM-dd date, as date-fns' parseISO reads it; its own few lines,
 * as parseISO reads every form of ISO 8601 (times, zones, week dates), which bundles need not carry.
 */
export function dateOfIso(date: IsoDate): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number)
  const parsed = new Date(year, month - 1, day)
  // new Date() takes years 0 to 99 as 1900 to 1999.
  parsed.setFullYear(year)
  return parsed
}

/** Today's date, yyyy-MM-dd, in the local time zone of whoever calls it. */
export function todayIso(now: Date = new Date()): IsoDate {
  return isoOfDate(now)
}

/** The date `days` after an ISO date. */
export function addDaysIso(date: IsoDate, days: number): IsoDate {
  const moved = dateOfIso(date)
  moved.setDate(moved.getDate() + days)
  return isoOfDate(moved)
}

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  // A day past its month's end (2027-02-30) rolls over, so the date reads back differently.
  return ISO_DATE.test(value) && isoOfDate(dateOfIso(value)) === value
}

/** Nights between arrival and departure (dateTo - dateFrom). */
export function nightsBetween(dateFrom: IsoDate, dateTo: IsoDate): number {
  return dayNumber(dateTo) - dayNumber(dateFrom)
}

// Days since 1970 of a date's local midnight, read as if it were UTC: a DST change in between
// (a 23- or 25-hour day) does not count.
const dayNumber = (date: IsoDate) => {
  const midnight = dateOfIso(date)
  const offset = midnight.getTimezoneOffset() * 60_000
  return Math.round((midnight.getTime() - offset) / MS_PER_DAY)
}

export type StayDatesError =
  | 'date_from_required'
  | 'date_from_invalid'
  | 'date_from_in_past'
  | 'date_to_required'
  | 'date_to_invalid'
  | 'date_to_not_after_date_from'
  | 'stay_too_long'

export interface StayDatesErrors {
  dateFrom?: StayDatesError
  dateTo?: StayDatesError
}

/** Checks a stay's dates: real dates, arrival not in the past, departure after it, at most 30 nights. */
export function validateStayDates(
  dateFrom: string,
  dateTo: string,
  today: IsoDate = todayIso(),
): StayDatesErrors {
  const errors: StayDatesErrors = {}
  if (!dateFrom) errors.dateFrom = 'date_from_required'
  else if (!isIsoDate(dateFrom)) errors.dateFrom = 'date_from_invalid'
  else if (dateFrom < today) errors.dateFrom = 'date_from_in_past'
  if (!dateTo) errors.dateTo = 'date_to_required'
  else if (!isIsoDate(dateTo)) errors.dateTo = 'date_to_invalid'
  if (errors.dateFrom || errors.dateTo) return errors
  const nights = nightsBetween(dateFrom, dateTo)
  if (nights < 1) errors.dateTo = 'date_to_not_after_date_from'
  else if (nights > MAX_NIGHTS) errors.dateTo = 'stay_too_long'
  return errors
}
