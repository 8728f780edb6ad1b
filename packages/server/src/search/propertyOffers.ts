import type { Language } from '@resort/core'
import type { PropertyResponse } from '@resort/core/api'
import { nightsBetween } from '@resort/core/stay'
import { notFound } from '#http/errors'
import type { Catalog, CatalogProperty } from '../catalog/catalogSnapshot'
import type { SearchCache } from './availability'
import { propertyDetail, propertyExtras, unitOffer } from './offers'

export interface PropertyOffersQuery {
  propertyId: string
  lang: Language
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  rooms: number
  /** Unit ids already chosen, which take one unit each from what is free. */
  selected?: string[]
}

/** The property, or a 404 naming the field. */
export function findProperty(
  catalog: Catalog,
  propertyId: string,
): CatalogProperty {
  const property = catalog.propertyById.get(propertyId)
  if (!property) throw notFound('property', propertyId, 'propertyId')
  return property
}

/** A property with its units, rates, extras and payment methods for a stay (search/property). */
export async function propertyOffers(
  cache: SearchCache,
  catalog: Catalog,
  query: PropertyOffersQuery,
): Promise<PropertyResponse> {
  const property = findProperty(catalog, query.propertyId)
  const stay = {
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    nights: nightsBetween(query.dateFrom, query.dateTo),
  }
  const availability = await cache.availability(
    stay.dateFrom,
    stay.dateTo,
    stay.nights,
  )
  const guests = { adults: query.adults, children: query.children }
  const taken = (unitId: string) =>
    (query.selected ?? []).filter((id) => id === unitId).length
  return {
    property: propertyDetail(catalog, property, query.lang),
    stay: {
      ...stay,
      adults: query.adults,
      children: query.children,
      rooms: query.rooms,
    },
    units: property.unitTypes.map((unit) =>
      unitOffer(
        property,
        unit,
        availability.get(unit.id),
        taken(unit.id),
        stay,
        guests,
        query.lang,
      ),
    ),
    ...propertyExtras(property, query.lang),
  }
}
