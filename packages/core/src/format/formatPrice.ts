import type { Money } from '../pricing/money'
import { currencyDecimals } from './currencyDecimals'

const DEFAULT_CURRENCY = 'EUR' // SPEC 9: display currency
const DEFAULT_LANGUAGE = 'en' // SPEC 9: default language

// Building an Intl.NumberFormat is slow next to using one; a price list formats hundreds.
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(
  language: string,
  currency: string,
  decimals: number,
): Intl.NumberFormat {
  const key = `${language}|${currency}|${decimals}`
  let format = formats.get(key)
  if (!format) {
    // The fallback keeps an unsupported language in English rather than the runtime's own locale.
    format = new Intl.NumberFormat([language, DEFAULT_LANGUAGE], {
      style: 'currency',
      currency,
      // Both bounds are given: engines throw when only the maximum is below the currency's default.
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  return format
}

// Display only: the float never flows back into a sum. For a 0-decimal currency minor = major (1234 JPY).
const toMajorUnits = (amountMinor: number, currency: string): number =>
  amountMinor / 10 ** currencyDecimals(currency)

function assertWholeMinorUnits(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amount must be whole minor units, got ${amountMinor}`)
  }
}

/** A price in minor units for display, with the currency's own decimals (12345 EUR in de -> "123,45 €"). */
export function formatPrice(
  amountMinor: number,
  currency: string = DEFAULT_CURRENCY,
  language: string = DEFAULT_LANGUAGE,
): string {
  assertWholeMinorUnits(amountMinor)
  const code = currency.toUpperCase()
  return numberFormat(language, code, currencyDecimals(code)).format(
    toMajorUnits(amountMinor, code),
  )
}

/** Money for display in a language, with its currency's decimals. */
export function formatMoney(
  { amount, currency }: Money,
  language: string = DEFAULT_LANGUAGE,
): string {
  return formatPrice(amount, currency, language)
}

/** The spec's price helper: a price in minor units, always shown with two decimals (SPEC 9). */
export function formatPriceHelper(
  amountMinor: number,
  currency: string = DEFAULT_CURRENCY,
  language: string = DEFAULT_LANGUAGE,
): string {
  assertWholeMinorUnits(amountMinor)
  const code = currency.toUpperCase()
  // Minor units still follow the currency (1234 JPY is 1234 yen); only the display has two decimals.
  return numberFormat(language, code, 2).format(toMajorUnits(amountMinor, code))
}
