import type { PropertyResponse } from '@resort/core/api'
import { currencyDecimals } from '@resort/core/format'
import { toMajorUnits } from '@resort/core/tracking'

/** schema.org's type for each kind of property. */
const SCHEMA_TYPES = {
  hotel: 'Hotel',
  villa: 'LodgingBusiness',
  apartment: 'LodgingBusiness',
} as const

/** An amount in minor units as schema.org writes a price ("480.00"). */
const priceOf = (amount: number, currency: string) =>
  toMajorUnits(amount, currency).toFixed(currencyDecimals(currency))

/**
 * The property as schema.org structured data (issue 15): a Hotel or LodgingBusiness with its
 * address (with street and postcode when the catalog has them, issue 33), phone, position and
 * stars, and an offer for each rate the page shows, at the page's prices for the page's stay.
 */
export function propertyStructuredData(
  offer: PropertyResponse,
  pageUrl: string,
  imageUrl: (path: string) => string,
) {
  const { property, stay } = offer
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[property.type],
    name: property.name,
    description: property.summary,
    url: pageUrl,
    ...(property.images.length > 0
      ? { image: property.images.map(imageUrl) }
      : {}),
    address: {
      '@type': 'PostalAddress',
      ...(property.address
        ? {
            streetAddress: property.address.street,
            postalCode: property.address.postalCode,
          }
        : {}),
      addressLocality: property.city,
      addressRegion: property.regionName,
      addressCountry: property.countryCode,
    },
    ...(property.phone ? { telephone: property.phone } : {}),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: property.latitude,
      longitude: property.longitude,
    },
    ...(property.stars > 0
      ? { starRating: { '@type': 'Rating', ratingValue: property.stars } }
      : {}),
    checkinTime: property.checkInFrom,
    checkoutTime: property.checkOutUntil,
    makesOffer: offer.units.flatMap((unit) =>
      unit.rates.map((rate) => ({
        '@type': 'Offer',
        name: `${unit.name} · ${rate.name} · ${rate.boardName}`,
        price: priceOf(rate.total, property.currency),
        priceCurrency: property.currency,
        availability: 'https://schema.org/InStock',
        // The price is the stay's: these dates and guests.
        validFrom: stay.dateFrom,
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          value: stay.nights,
          unitText: 'nights',
        },
      })),
    ),
  }
}
