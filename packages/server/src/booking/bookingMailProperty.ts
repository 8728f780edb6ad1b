import type { Language } from '@resort/core'
import { countryName } from '@resort/core/reference'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import { addressLine, propertyAddress } from '../catalog/propertyAddress'
import { phoneForDisplay } from '../catalog/propertyPhone'

/** schema.org's PostalAddress, with the parts we know. */
interface PostalAddress {
  streetAddress?: string
  postalCode?: string
  addressLocality: string
  addressRegion?: string
  addressCountry: string
}

/** Where the guest stays, as a booking mail shows it and a mail client reads it (issue 33). */
export interface BookingMailProperty {
  /** One line: street, postcode and place, country. */
  address: string
  postalAddress: PostalAddress
  /** As the property's reception answers it, international form; null when unknown. */
  phone: string | null
  /** Null once the catalog no longer has the property. */
  position: { latitude: number; longitude: number } | null
}

/** A property's address, phone and position in a language, all facts of the catalog (issue 33). */
export function bookingMailProperty(
  catalog: Catalog,
  propertyId: string,
  language: Language,
): BookingMailProperty {
  const property = catalog.propertyById.get(propertyId)
  const address = property && propertyAddress(property)
  const country = property?.country_code ?? ''
  const region = property && catalog.regionNames.get(property.region_id)
  const city = property?.city ?? ''
  return {
    address: address
      ? addressLine(address, language)
      : [city, countryName(country, language)].filter(Boolean).join(', '),
    postalAddress: {
      ...(address
        ? { streetAddress: address.street, postalCode: address.postalCode }
        : {}),
      addressLocality: city,
      ...(region ? { addressRegion: inLanguage(region, language) } : {}),
      addressCountry: country,
    },
    phone: property?.phone ? phoneForDisplay(property.phone) : null,
    position: property
      ? { latitude: property.latitude, longitude: property.longitude }
      : null,
  }
}

/** OpenStreetMap at the property, for the mail's map link (no key, no tracking). */
export const mapUrl = ({
  latitude,
  longitude,
}: {
  latitude: number
  longitude: number
}) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
