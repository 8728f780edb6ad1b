import { formatLongDate, formatPrice } from '@resort/core/format'

/** An amount in the voucher's currency, in the page's language. */
export const voucherMoney = (
  cents: number,
  currency: string,
  language: string,
): string => formatPrice(cents, currency, language)

/** A move's amount with its sign: what it added to the balance (+) or took from it (−). */
export const signedMoney = (
  cents: number,
  currency: string,
  language: string,
): string =>
  cents > 0
    ? `+${formatPrice(cents, currency, language)}`
    : formatPrice(cents, currency, language)

/** The day of a date or a moment (its UTC day), in full. */
export const voucherDay = (isoDate: string, language: string): string =>
  formatLongDate(isoDate.slice(0, 10), language)
