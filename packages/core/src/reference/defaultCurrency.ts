import countryToCurrency from 'country-to-currency'
import { toCountryCode } from './countryCode'

const table: Readonly<Record<string, string>> = countryToCurrency

/** The currency a country uses by default (HR -> EUR, PR -> USD), or undefined when none is known. */
export function defaultCurrency(code: string): string | undefined {
  const country = toCountryCode(code)
  return country && table[country]
}
