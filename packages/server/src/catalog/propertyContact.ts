import type { PropertyResponse } from '@resort/core/api'
import type { PropertyTable } from '#db/schema'
import { propertyAddress } from './propertyAddress'

/** A property's address and phone as the property detail answers them: only those the catalog has (issue 33). */
export function propertyContact(
  property: Pick<
    PropertyTable,
    'street' | 'postal_code' | 'city' | 'country_code' | 'phone'
  >,
): Pick<PropertyResponse['property'], 'address' | 'phone'> {
  const address = propertyAddress(property)
  return {
    ...(address ? { address } : {}),
    ...(property.phone ? { phone: property.phone } : {}),
  }
}
