import type { Language } from '@resort/core'
import type {
  PropertiesQuery,
  PropertiesResponse,
  PropertySummary,
  PropertyType,
  SuggestionsResponse,
} from '@resort/core/api'
import { nightsBetween } from '@resort/core/stay'
import { searchText } from '#db/seed/searchText'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
  type CatalogUnitType,
} from '../catalog/catalogSnapshot'
import {
  fitsGuests,
  initialStayTotal,
  type Guests,
  type PriceFor,
} from '../pricing/stayPrice'
import type { SearchCache, StayAvailability } from './availability'
import { guestsPerRoom, propertyDetail } from './offers'

function matches(
  property: CatalogProperty,
  catalog: Catalog,
  text: string,
): boolean {
  if (property.region_id === text) return true
  const needle = searchText(text)
  if (
    [...property.texts.values()].some((texts) =>
      texts.searchText.includes(needle),
    )
  )
    return true
  const region = catalog.regionNames.get(property.region_id)
  return [...(region?.values() ?? [])].some((name) =>
    searchText(name).includes(needle),
  )
}

/** The properties of a search's type and destination, before their availability. */
export function searchCandidates(
  catalog: Catalog,
  query: { type?: PropertyType | undefined; destination?: string | undefined },
): CatalogProperty[] {
  return catalog.properties.filter(
    (property) =>
      (!query.type || property.type === query.type) &&
      (!query.destination || matches(property, catalog, query.destination)),
  )
}

interface UnitStay {
  unit: CatalogUnitType
  free: number
  priceSum: number
}

/** The property's unit types with what is free of them for the stay, once per property. */
function unitStays(
  property: CatalogProperty,
  availability: Map<string, StayAvailability>,
): UnitStay[] {
  const stays: UnitStay[] = []
  for (const unit of property.unitTypes) {
    const stay = availability.get(unit.id)
    if (stay && stay.free > 0)
      stays.push({ unit, free: stay.free, priceSum: stay.priceSum })
  }
  return stays
}

/** The cheapest way to place every room under one rate, or undefined when the rooms do not fit. */
function cheapestTotal(
  property: CatalogProperty,
  rooms: Guests[],
  stays: UnitStay[],
  nights: number,
  priceFor: PriceFor = 'public',
): { total: number; refundable: boolean } | undefined {
  let best: { total: number; refundable: boolean } | undefined
  for (const rate of property.ratePlans) {
    if (nights < rate.min_nights) continue
    const left = stays.map((stay) => stay.free)
    let total = 0
    for (const guests of rooms) {
      let cheapest = -1
      let cheapestPrice = 0
      for (let i = 0; i < stays.length; i++) {
        const stay = stays[i]!
        if (left[i]! < 1 || !fitsGuests(stay.unit, guests)) continue
        const price = initialStayTotal(
          stay.unit,
          rate,
          stay.priceSum,
          nights,
          guests,
          priceFor,
        )
        if (cheapest < 0 || price < cheapestPrice) {
          cheapest = i
          cheapestPrice = price
        }
      }
      if (cheapest < 0) {
        total = Number.NaN
        break
      }
      left[cheapest]!--
      total += cheapestPrice
    }
    if (!Number.isNaN(total) && (!best || total < best.total)) {
      best = { total, refundable: rate.refundable === 1 }
    } else if (best && total === best.total && rate.refundable === 1) {
      best.refundable = true
    }
  }
  return best
}

// Creating a collator costs more than a whole search; keep one per language.
const collators = new Map<string, Intl.Collator>()
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language)
  if (!collator)
    collators.set(language, (collator = new Intl.Collator(language)))
  return collator
}

/** Available properties for a stay, with their lowest total, filtered, sorted and paged. */
export async function searchProperties(
  cache: SearchCache,
  catalog: Catalog,
  query: PropertiesQuery,
): Promise<PropertiesResponse> {
  const nights = nightsBetween(query.dateFrom, query.dateTo)
  const candidates = searchCandidates(catalog, query)
  const availability = await cache.availability(
    query.dateFrom,
    query.dateTo,
    nights,
  )
  const rooms = guestsPerRoom(query.adults, query.children, query.rooms)
  const found: (PropertySummary & { sortOrder: number })[] = []
  for (const property of candidates) {
    const stays = unitStays(property, availability)
    const best = cheapestTotal(property, rooms, stays, nights)
    if (!best) continue
    const forMembers = property.ratePlans.some(
      (rate) => rate.member_discount_percent > 0,
    )
      ? cheapestTotal(property, rooms, stays, nights, 'member')
      : undefined
    const texts = inLanguage(property.texts, query.lang)
    const region = catalog.regionNames.get(property.region_id)
    found.push({
      propertyId: property.id,
      name: texts.name,
      summary: texts.summary,
      type: property.type,
      stars: property.stars,
      city: property.city,
      regionId: property.region_id,
      regionName: region ? inLanguage(region, query.lang) : '',
      countryCode: property.country_code,
      latitude: property.latitude,
      longitude: property.longitude,
      image: property.images[0] ?? '',
      lowestTotal: best.total,
      nightlyFrom: Math.ceil(best.total / nights),
      currency: property.currency,
      freeCancellation: best.refundable,
      // Only where the club's price is lower: the teaser of the search results.
      ...(forMembers && forMembers.total < best.total
        ? {
            memberLowestTotal: forMembers.total,
            memberNightlyFrom: Math.ceil(forMembers.total / nights),
          }
        : {}),
      sortOrder: property.sort_order,
    })
  }
  const compare: Record<
    PropertiesQuery['sort'],
    (a: (typeof found)[number], b: (typeof found)[number]) => number
  > = {
    recommended: (a, b) => a.sortOrder - b.sortOrder,
    price: (a, b) => a.lowestTotal - b.lowestTotal || a.sortOrder - b.sortOrder,
    stars: (a, b) => a.stars - b.stars || a.lowestTotal - b.lowestTotal,
    name: (a, b) => collatorFor(query.lang).compare(a.name, b.name),
  }
  const direction = query.order === 'desc' ? -1 : 1
  found.sort((a, b) => direction * compare[query.sort](a, b))
  const start = (query.page - 1) * query.pageSize
  return {
    items: found
      .slice(start, start + query.pageSize)
      .map(({ sortOrder: _sortOrder, ...item }) => item),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
    nights,
  }
}

const MAX_PROPERTY_SUGGESTIONS = 8

/** Destinations and properties whose names, towns or regions contain the text, in any language. */
export function suggest(
  catalog: Catalog,
  text: string,
  language: Language,
): SuggestionsResponse {
  const needle = searchText(text)
  const destinations = [...catalog.regionNames.entries()]
    .filter(([, names]) =>
      [...names.values()].some((name) => searchText(name).includes(needle)),
    )
    .map(([regionId, names]) => {
      const properties = catalog.properties.filter(
        (property) => property.region_id === regionId,
      )
      return {
        regionId,
        name: inLanguage(names, language),
        countryCode: properties[0]?.country_code ?? '',
        propertyCount: properties.length,
      }
    })
    .filter((destination) => destination.propertyCount > 0)
  const properties = catalog.properties
    .filter((property) =>
      [...property.texts.values()].some((texts) =>
        texts.searchText.includes(needle),
      ),
    )
    .slice(0, MAX_PROPERTY_SUGGESTIONS)
    .map((property) => {
      const detail = propertyDetail(catalog, property, language)
      return {
        propertyId: property.id,
        name: detail.name,
        type: property.type,
        city: property.city,
        regionName: detail.regionName,
      }
    })
  return { destinations, properties }
}
