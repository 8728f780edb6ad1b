import { isIsoDate } from '../stay/stayDates'
import type { IsoDate } from '../stay/stayDates'
import { assertIsoDate } from './assertIsoDate'

/** A span of stay dates, both yyyy-MM-dd. */
export interface DateRange {
  from: IsoDate
  to: IsoDate
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

// Plain string work, not date-fns format: it needs no locale data and no time zone.
const toUsDate = (date: IsoDate): string => {
  const [year, month, day] = assertIsoDate(date).split('-')
  return `${month}/${day}/${year}`
}

const fromUsDate = (value: string): IsoDate | undefined => {
  const match = US_DATE.exec(value.trim())
  if (!match) return undefined
  const [, month, day, year] = match
  const date = `${year}-${month}-${day}`
  return isIsoDate(date) ? date : undefined
}

/** Two ISO dates as the spec's range, MM/dd/yyyy-MM/dd/yyyy (SPEC 9). */
export function formatDateRange(from: IsoDate, to: IsoDate): string {
  return `${toUsDate(from)}-${toUsDate(to)}`
}

/** A MM/dd/yyyy-MM/dd/yyyy range back to ISO dates; undefined unless both are real dates. */
export function parseDateRange(value: string): DateRange | undefined {
  // Each half holds only '/' and digits, so the one '-' splits them.
  const halves = value.split('-')
  if (halves.length !== 2) return undefined
  const from = fromUsDate(halves[0] ?? '')
  const to = fromUsDate(halves[1] ?? '')
  return from && to ? { from, to } : undefined
}
