import type { CalendarResponse, PropertyType } from '@resort/core/api'
import { addDaysIso, nightsBetween } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { invalidParam, notFound } from '#http/errors'
import type {
  Catalog,
  CatalogProperty,
  CatalogUnitType,
} from '../catalog/catalogSnapshot'
import { fitsGuests, initialStayTotal, type Guests } from '../pricing/stayPrice'
import { nightInventory } from './availability'
import { findProperty } from './propertyOffers'
import { searchCandidates } from './propertySearch'

interface CalendarRange {
  from: string
  to: string
  adults: number
  children: number
}

export interface CalendarQuery extends CalendarRange {
  propertyId: string
  unitId?: string | undefined
}

export interface GroupCalendarQuery extends CalendarRange {
  type?: PropertyType | undefined
  destination?: string | undefined
}

/** Longest range one calendar request may cover (about three months). */
export const MAX_CALENDAR_DAYS = 93

/** The units a calendar looks at, each with the property whose rates price it. */
type CalendarUnits = { property: CatalogProperty; unit: CatalogUnitType }[]

/**
 * Per day of [from, to]: whether a stay can include that night for the guests (in the unit, or in
 * any unit of the property), the lowest price of that night, the shortest stay allowed from it, and
 * staff's closings to arrival and departure.
 */
export async function availabilityCalendar(
  db: Kysely<Database>,
  catalog: Catalog,
  query: CalendarQuery,
): Promise<CalendarResponse> {
  const property = findProperty(catalog, query.propertyId)
  const units = property.unitTypes.filter(
    (unit) => !query.unitId || unit.id === query.unitId,
  )
  if (query.unitId && units.length === 0)
    throw notFound('unit', query.unitId, 'unitId')
  return calendarDays(
    db,
    units.map((unit) => ({ property, unit })),
    property.currency,
    query,
  )
}

/**
 * The same days over every property of a search's type and destination (issue 33): a night is
 * available where any of them has it, priced at the lowest of them. The group sells in one currency;
 * a property priced in another would not compare, so it is left out of the days.
 */
export async function groupAvailabilityCalendar(
  db: Kysely<Database>,
  catalog: Catalog,
  query: GroupCalendarQuery,
): Promise<CalendarResponse> {
  const properties = searchCandidates(catalog, query)
  const currency =
    properties[0]?.currency ?? catalog.properties[0]?.currency ?? 'EUR'
  const units = properties
    .filter((property) => property.currency === currency)
    .flatMap((property) =>
      property.unitTypes.map((unit) => ({ property, unit })),
    )
  return calendarDays(db, units, currency, query)
}

async function calendarDays(
  db: Kysely<Database>,
  units: CalendarUnits,
  currency: string,
  query: CalendarRange,
): Promise<CalendarResponse> {
  const days = nightsBetween(query.from, query.to) + 1
  if (days > MAX_CALENDAR_DAYS) {
    throw invalidParam(
      'to',
      'range_too_long',
      `A calendar covers at most ${MAX_CALENDAR_DAYS} days.`,
    )
  }
  const guests: Guests = { adults: query.adults, children: query.children }
  const fitting = units.filter(({ unit }) => fitsGuests(unit, guests))
  const inventory = await nightInventory(
    db,
    fitting.map(({ unit }) => unit.id),
    query.from,
    addDaysIso(query.to, 1),
  )
  const byNight = new Map<string, { price: number; minNights: number }>()
  // A day closed to arrival or departure in every unit that could hold the guests.
  const arrivals = new Set<string>()
  const departures = new Set<string>()
  const closedToDeparture = new Set<string>()
  for (const { property, unit } of fitting) {
    for (const night of inventory.get(unit.id) ?? []) {
      if (night.closedToDeparture) closedToDeparture.add(night.night)
      else departures.add(night.night)
      if (night.closed || night.free < 1) continue
      if (!night.closedToArrival) arrivals.add(night.night)
      for (const rate of property.ratePlans) {
        const price = initialStayTotal(unit, rate, night.price, 1, guests)
        const minNights = Math.max(rate.min_nights, night.minStay)
        const best = byNight.get(night.night)
        byNight.set(night.night, {
          price: Math.min(best?.price ?? price, price),
          minNights: Math.min(best?.minNights ?? minNights, minNights),
        })
      }
    }
  }
  return {
    currency,
    days: Array.from({ length: days }, (_, i) => {
      const date = addDaysIso(query.from, i)
      const best = byNight.get(date)
      return {
        date,
        Available: best !== undefined,
        lowestPrice: best?.price ?? null,
        minNights: best?.minNights ?? null,
        ...(best && !arrivals.has(date) ? { closedToArrival: true } : {}),
        ...(closedToDeparture.has(date) && !departures.has(date)
          ? { closedToDeparture: true }
          : {}),
      }
    }),
  }
}
