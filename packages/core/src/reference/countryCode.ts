// countries-list's alpha-2 to alpha-3 table doubles as the list of countries: the 249 ISO 3166-1
// countries and territories, plus Kosovo (XK), Ascension (AC) and Tristan da Cunha (TA).
import alpha3ByCountry from 'countries-list/minimal/countries.2to3.min.json'

/** The ISO 3166-1 alpha-2 codes of every country a guest can come from, about 250. */
export const COUNTRY_CODES: readonly string[] = Object.keys(alpha3ByCountry)

const known: ReadonlySet<string> = new Set(COUNTRY_CODES)

/** True for a known country code as the wire carries it: two upper-case letters (HR). */
export function isCountryCode(value: string): boolean {
  return known.has(value)
}

/** The known country code for a value in any case (' hr ' -> HR), or undefined. */
export function toCountryCode(
  value: string | null | undefined,
): string | undefined {
  const code = value?.trim().toUpperCase()
  return code && known.has(code) ? code : undefined
}
