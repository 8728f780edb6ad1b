// Writes the two reference tables that core ships as generated JSON, from permissively licensed
// data packages, so browser bundles carry only the fields they use:
//   src/reference/diallingPrefixes.json  from countries-list (MIT)
//   src/reference/subdivisions.json      from iso-3166 (MIT: codes, local names) and CLDR (Unicode-3.0:
//                                        cldr-core's containment, cldr-subdivisions-full's English names)
// Run from packages/core after updating one of those packages: node scripts/buildReferenceData.mjs
// (it formats with the repo's Prettier config, so a rerun with unchanged data gives no diff).
// The tests in src/reference check the dialling table against countries-list, so drift shows.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { countries } from 'countries-list'
import { iso31662 } from 'iso-3166'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import prettier from 'prettier'

const require = createRequire(import.meta.url)
const out = new URL('../src/reference/', import.meta.url)

const cldr = {
  aliases: require('cldr-core/supplemental/aliases.json'),
  containment: require('cldr-core/supplemental/subdivisionContainment.json'),
  english: require('cldr-subdivisions-full/subdivisions/en/en.json'),
}
const subdivisionAliases =
  cldr.aliases.supplemental.metadata.alias.subdivisionAlias
const containment = cldr.containment.supplemental.subdivisionContainment
const english = cldr.english.subdivisions.localeDisplayNames.subdivisions

/** SPEC 3 names these; HR, the home market, is added. Add a country here to cover it. */
// prettier-ignore
const SUBDIVISION_COUNTRIES = [
  'AR', 'AT', 'AU', 'BD', 'BE', 'BO', 'BR', 'CA', 'CL', 'CN', 'DE', 'ES', 'GB', 'HR', 'IN',
  'IT', 'JP', 'MX', 'NL', 'PE', 'PH', 'TR', 'US', 'VN',
]

async function writeJson(file, data) {
  const path = new URL(file, out)
  const options = await prettier.resolveConfig(path)
  const text = await prettier.format(JSON.stringify(data), {
    ...options,
    parser: 'json',
  })
  writeFileSync(path, text)
}

// countries-list gives calling codes as numbers, with the area code folded in for the members of
// the North American plan (1684 for American Samoa); the spec writes those as +1-684.
function diallingPrefix(phone) {
  const digits = String(phone)
  return digits.length > 3 && digits.startsWith('1')
    ? `+1-${digits.slice(1)}`
    : `+${digits}`
}

// countries-list keeps a country's older codes of other countries' networks (Kosovo's +377,
// +381 and +386 beside its own +383): where libphonenumber-js knows the country's calling code,
// only the prefixes on it are kept (issue 33: the phone-prefix list had Kosovo four times).
function ownPrefixes(code, prefixes) {
  if (!isSupportedCountry(code)) return prefixes
  const calling = `+${getCountryCallingCode(code)}`
  const own = prefixes.filter((prefix) =>
    prefix.replace('-', '').startsWith(calling),
  )
  return own.length > 0 ? own : prefixes
}

function buildDiallingPrefixes() {
  const table = {}
  for (const [code, country] of Object.entries(countries).sort()) {
    table[code] = ownPrefixes(code, country.phone.map(diallingPrefix))
  }
  return table
}

// CLDR ids are ISO 3166-2 codes lower-cased without the hyphen: US-CA is usca.
const cldrId = (isoCode) => isoCode.replace('-', '').toLowerCase()

// ISO also lists as subdivisions some places that are countries of their own (US-PR Puerto Rico,
// CN-HK Hong Kong, NL-AW Aruba): CLDR replaces them by the country's code, or names them only as
// countries. They are left out, as a guest picks them as the country.
function isCountryOfItsOwn(isoCode) {
  const id = cldrId(isoCode)
  const suffix = isoCode.slice(3)
  return (
    suffix in countries &&
    (subdivisionAliases[id]?._replacement === suffix || !(id in english))
  )
}

/** One country's ISO subdivisions, keyed by CLDR id, less those that are countries of their own. */
function isoSubdivisions(country) {
  const entries = iso31662.filter((entry) =>
    entry.code.startsWith(`${country}-`),
  )
  const own = entries.filter((entry) => isCountryOfItsOwn(entry.code))
  if (own.length) {
    console.log(`${country}: countries of their own ${own.map((e) => e.code)}`)
  }
  return new Map(
    entries
      .filter((entry) => !own.includes(entry))
      .map((entry) => [cldrId(entry.code), entry]),
  )
}

// Where CLDR groups a country's subdivisions (Italy's provinces into regions, the UK's council
// areas into nations), the leaves with their group; otherwise ISO's flat list.
function leavesOf(country, iso) {
  if (!containment[country]) return [...iso.keys()].map((id) => ({ id }))
  const leaves = []
  const walk = (id, region) => {
    const below = (containment[id]?._contains ?? []).filter((child) =>
      iso.has(child),
    )
    if (below.length === 0 && id !== country) leaves.push({ id, region })
    for (const child of below) walk(child, id === country ? undefined : id)
  }
  walk(country, undefined)
  return leaves
}

function buildSubdivisions() {
  const collator = new Intl.Collator('en')
  const table = {}
  for (const country of SUBDIVISION_COUNTRIES) {
    const iso = isoSubdivisions(country)
    const leaves = leavesOf(country, iso)
    const used = new Set(leaves.flatMap(({ id, region }) => [id, region]))
    const leftOut = [...iso.keys()].filter((id) => !used.has(id))
    if (leftOut.length) console.log(`${country}: not in CLDR's tree ${leftOut}`)
    const name = (id) => english[id] ?? iso.get(id).name
    table[country] = leaves
      .map(({ id, region }) => {
        const entry = { name: name(id), code: iso.get(id).code.slice(3) }
        if (region) entry.region = name(region)
        // ISO's name is the local one (Bayern, Milano) where CLDR's is English (Bavaria, Milan).
        const local = iso.get(id).name
        if (local.toLowerCase() !== entry.name.toLowerCase()) {
          entry.aliases = [local]
        }
        return entry
      })
      .sort((a, b) => collator.compare(a.name, b.name))
  }
  return table
}

await writeJson('diallingPrefixes.json', buildDiallingPrefixes())
await writeJson('subdivisions.json', buildSubdivisions())
