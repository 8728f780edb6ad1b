// Generated from countries-list by scripts/buildReferenceData.mjs: the package's full country
// objects would cost a browser bundle about 11 kB gzipped for this one field.
import { toCountryCode } from './countryCode'
import prefixesByCountry from './diallingPrefixes.json'

const table: Readonly<Record<string, readonly string[]>> = prefixesByCountry

/**
 * A country's international dialling prefixes: ['+385']; ['+1-684'] for a member of the North
 * American plan, with its area code; several where a country has more (PR +1-787, +1-939); [] when
 * none is known.
 */
export function diallingPrefixes(code: string): readonly string[] {
  const country = toCountryCode(code)
  return (country && table[country]) || []
}
