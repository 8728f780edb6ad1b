import { addDaysIso, type IsoDate } from '@resort/core/stay'

// Small UTC date helpers for the calendar grid; the weeks start on Monday in all five languages.

const parse = (date: IsoDate) => new Date(`${date}T00:00:00Z`)
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10)

/** The first day of the date's month. */
export const monthOf = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`

/** The first day of the month `months` after (or before) the month of `date`. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const parsed = parse(monthOf(date))
  parsed.setUTCMonth(parsed.getUTCMonth() + months)
  return toIso(parsed)
}

/** The same day `months` later, on the month's last day when the month is shorter. */
export function sameDayInMonth(date: IsoDate, months: number): IsoDate {
  const month = addMonths(date, months)
  const last = addDaysIso(addMonths(month, 1), -1)
  const day = `${month.slice(0, 8)}${date.slice(8)}`
  return day > last ? last : day
}

/** 0 for Monday up to 6 for Sunday. */
export const weekdayIndex = (date: IsoDate) => (parse(date).getUTCDay() + 6) % 7

/** The month's weeks, Monday first; days outside the month are undefined. */
export function monthWeeks(month: IsoDate): (IsoDate | undefined)[][] {
  const weeks: (IsoDate | undefined)[][] = []
  let week: (IsoDate | undefined)[] = Array<undefined>(
    weekdayIndex(month),
  ).fill(undefined)
  for (let day = month; day.startsWith(month.slice(0, 7));) {
    week.push(day)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
    day = addDaysIso(day, 1)
  }
  if (week.length > 0)
    weeks.push([...week, ...Array<undefined>(7 - week.length).fill(undefined)])
  return weeks
}

/** Weekday names from Monday, short and long, in the language (Intl, not a hand-written list). */
export function weekdayNames(language: string) {
  const short = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    timeZone: 'UTC',
  })
  const long = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    timeZone: 'UTC',
  })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = parse(addDaysIso('2024-01-01', index))
    return { short: short.format(date), long: long.format(date) }
  })
}

/** A formatter of ISO dates in the language, such as "March 2027" or "Monday, 15 March 2027". */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  const format = new Intl.DateTimeFormat(language, {
    ...options,
    timeZone: 'UTC',
  })
  return (date: IsoDate) => format.format(parse(date))
}

/** A date as a day cell reads it: the full date split around the day's number, which it shows. */
export interface DayLabel {
  before: string
  day: string
  after: string
}

/** The full date in the language ("Wednesday, March 17, 2027"), split around its day number. */
export function dayLabels(language: string) {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeZone: 'UTC',
  })
  return (date: IsoDate): DayLabel => {
    const parts = format.formatToParts(parse(date))
    const at = parts.findIndex((part) => part.type === 'day')
    const text = (from: number, to?: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join('')
    return { before: text(0, at), day: parts[at]!.value, after: text(at + 1) }
  }
}
