import { addDaysIso, type IsoDate } from '@resort/core/stay'

/**
 * The stay the home page's "from" prices are for: a week, four weeks ahead, for two adults.
 * Counted from today in UTC, not the visitor's own today: the dates are in the answer's key, so
 * the browser hydrates the prices the server rendered wherever it is.
 */
export function featuredStay(
  today: IsoDate = new Date().toISOString().slice(0, 10),
) {
  const dateFrom = addDaysIso(today, 28)
  return { dateFrom, dateTo: addDaysIso(dateFrom, 7), adults: 2 }
}
