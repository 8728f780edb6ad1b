import type { Language } from '@resort/core'
import type { PropertyAddress } from '@resort/core/api'
import { countryName } from '@resort/core/reference'
import type { PropertyTable } from '#db/schema'

/** A property's postal address, once the catalog has its street and postcode (issue 33). */
export function propertyAddress(
  property: Pick<
    PropertyTable,
    'street' | 'postal_code' | 'city' | 'country_code'
  >,
): PropertyAddress | undefined {
  if (!property.street || !property.postal_code) return undefined
  return {
    street: property.street,
    postalCode: property.postal_code,
    city: property.city,
    country: property.country_code,
  }
}

/** The address on one line, as a letter's: "street, postcode city, country", the country in the language. */
export function addressLine(
  { street, postalCode, city, country }: PropertyAddress,
  language: Language,
): string {
  return `${street}, ${postalCode} ${city}, ${countryName(country, language)}`
}
