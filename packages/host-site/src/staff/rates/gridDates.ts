import { addDaysIso, isIsoDate, todayIso } from '@resort/core/stay'

/** Days the page shows at once (the server gives at most 62). */
export const GRID_DAYS = 14

/** The first day the grid shows: the address's `from`, or today. */
export function gridStart(from: string | null, now = new Date()): string {
  return from && isIsoDate(from) ? from : todayIso(now)
}

/** The days shown from `start`, both ends included. */
export const gridEnd = (start: string) => addDaysIso(start, GRID_DAYS - 1)

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** A column's heading: weekday and day of the month ("Mon 12"). */
export const shortDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(asDate(iso))

/** The whole date, for the accessible name ("Monday, 12 May 2027"). */
export const fullDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(asDate(iso))

/** A date as a list names it ("12 May 2027"). */
export const mediumDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(asDate(iso))

/** A weekday's name, ISO numbered (1 Monday to 7 Sunday). */
export function weekdayName(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(asDate(`2024-01-0${weekday}`))
}
