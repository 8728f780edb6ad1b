import {
  formatLongDate,
  formatPrice,
  formatStayDates,
} from '@resort/core/format'
import type { TFunction } from '../../platform/i18n/translation'

/** What an audit sentence is built with: the admin texts and the page's language. */
export interface Say {
  t: TFunction
  language: string
  money: (cents: number) => string
  count: (value: number) => string
  dates: (from: string, to: string) => string
  /** One day, yyyy-MM-dd, in full ("5 June 2027"). */
  day: (date: string) => string
}

/**
 * The page's way of saying amounts, numbers and dates, with its admin texts. Audit entries keep
 * cents without a currency: a booking's own, else the group's display currency (SPEC 9).
 */
export function sayIn(t: TFunction, language: string, currency?: string): Say {
  const numbers = new Intl.NumberFormat(language)
  return {
    t,
    language,
    money: (cents) => formatPrice(cents, currency, language),
    count: (value) => numbers.format(value),
    dates: (from, to) => {
      try {
        return formatStayDates(from, to, language)
      } catch {
        // Not two dates in order (an entry written by hand): as they were written.
        return `${from} – ${to}`
      }
    },
    day: (date) => {
      try {
        return formatLongDate(date, language)
      } catch {
        return date
      }
    },
  }
}
