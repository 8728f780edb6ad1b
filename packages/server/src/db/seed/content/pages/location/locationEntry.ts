import { translate } from '../../../catalog/text'
import type { Translated } from '../../../catalogTypes'
import type { SeedContentEntry } from '../../contentTypes'
import { countries, type Country } from '../../countries'

/** How guests reach one property, as its location page shows it. */
export interface PropertyDirections {
  propertyId: string
  /** The page's heading: "Getting to Hotel Cissa", in each language's own grammar. */
  title: Translated
  /** Street, postcode and place, as written on the door and in the post. */
  street: string
  country: Country
  /** Where the property lies and how the last stretch goes: paragraphs. */
  body: Translated
  /** One line per way of coming: by car, parking, by air, by train, bus or boat. */
  facts: Translated<string[]>
}

/**
 * A property's entry on the location page: its postal address is the entry's summary (what
 * lists show under its name), its directions the body and facts.
 */
export function locationEntry(
  directions: PropertyDirections,
): SeedContentEntry {
  const { propertyId, title, street, country, body, facts } = directions
  return {
    id: `location-${propertyId}`,
    propertyId,
    title,
    summary: translate(
      (language) => `${street}, ${countries[country][language]}`,
    ),
    body,
    facts,
  }
}
