import alpha3ByCountry from 'countries-list/minimal/countries.2to3.min.json'
import { toCountryCode } from './countryCode'

const table: Readonly<Record<string, string>> = alpha3ByCountry

/** A country's ISO 3166-1 alpha-3 code (HR -> HRV), or undefined for an unknown code. */
export function alpha3(code: string): string | undefined {
  const country = toCountryCode(code)
  return country && table[country]
}
