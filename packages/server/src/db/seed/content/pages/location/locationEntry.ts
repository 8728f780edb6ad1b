import { addressLine } from '../../../../../catalog/propertyAddress'
import { catalog } from '../../../catalog/index'
import { translate } from '../../../catalog/text'
import type { Translated } from '../../../catalogTypes'
import type { SeedContentEntry } from '../../contentTypes'

/** How guests reach one property, as its location page shows it. */
export interface PropertyDirections {
  propertyId: string
  /** The page's heading: "Getting to Hotel Cissa", in each language's own grammar. */
  title: Translated
  /** Where the property lies and how the last stretch goes: paragraphs. */
  body: Translated
  /** One line per way of coming: by car, parking, by air, by train, bus or boat. */
  facts: Translated<string[]>
}

/**
 * A property's entry on the location page: its postal address, the catalog's (issue 33), is the
 * entry's summary (what lists show under its name), its directions the body and facts.
 */
export function locationEntry(
  directions: PropertyDirections,
): SeedContentEntry {
  const { propertyId, title, body, facts } = directions
  const property = catalog.properties.find((p) => p.id === propertyId)
  const region = catalog.regions.find((r) => r.id === property?.regionId)
  if (!property || !region)
    throw new Error(`The catalog has no property ${propertyId}.`)
  const address = {
    street: property.street,
    postalCode: property.postalCode,
    city: property.city,
    country: region.countryCode,
  }
  return {
    id: `location-${propertyId}`,
    propertyId,
    title,
    summary: translate((language) => addressLine(address, language)),
    body,
    facts,
  }
}
