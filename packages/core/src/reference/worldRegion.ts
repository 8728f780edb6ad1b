// CLDR's territory containment: the UN M49 sub-regions (Western Europe, Caribbean), plus the
// places M49 leaves out (Taiwan, Kosovo). Labels come from Intl in the asked language.
import territoryContainment from 'cldr-core/supplemental/territoryContainment.json'
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages'
import { toCountryCode } from './countryCode'
import { regionNames } from './regionNames'

const OCEANIA = '009'
// Numeric M49 groups and QO (Outlying Oceania); not EU, EZ, UN nor the '-status-' variants.
const AREA = /^(\d{3}|QO)$/

const groups: Readonly<Record<string, { _contains: readonly string[] }>> =
  territoryContainment.supplemental.territoryContainment

let areaOf: ReadonlyMap<string, string> | undefined

function areas(): ReadonlyMap<string, string> {
  if (!areaOf) {
    const map = new Map<string, string>()
    // SPEC 3 names Oceania as one region: its M49 sub-regions (Australia and New Zealand,
    // Melanesia, Micronesia, Polynesia) and Outlying Oceania are reported as Oceania.
    const oceania = new Set(groups[OCEANIA]?._contains)
    for (const [group, { _contains }] of Object.entries(groups)) {
      if (!AREA.test(group)) continue
      for (const member of _contains) {
        map.set(member, oceania.has(group) ? OCEANIA : group)
      }
    }
    areaOf = map
  }
  return areaOf
}

/** The UN M49 code of a country's world region (DE -> 155, Western Europe), or undefined. */
export function worldRegionCode(code: string): string | undefined {
  const country = toCountryCode(code)
  return country && areas().get(country)
}

/** A country's world region in a language (DE -> Western Europe, JM -> Caribbean), or undefined. */
export function worldRegion(
  code: string,
  language: Language = DEFAULT_LANGUAGE,
): string | undefined {
  const region = worldRegionCode(code)
  return region && regionNames(language).of(region)
}
