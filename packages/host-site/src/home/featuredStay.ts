import { addDaysIso, todayIso } from '@resort/core/stay'

/**
 * The stay the home page's "from" prices are for: a week, four weeks ahead, for two adults.
 * The answer is kept under a key without the dates, so the browser hydrates the prices the
 * server rendered even when its own today differs.
 */
export function featuredStay(today = todayIso()) {
  const dateFrom = addDaysIso(today, 28)
  return { dateFrom, dateTo: addDaysIso(dateFrom, 7), adults: 2 }
}
