import type { EndpointName } from '@resort/core/api'
import { endpointSchemas } from '@resort/core/api/schemas'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { NightPrice } from '../pricing/stayPrice'
import {
  freshNights,
  inventoryColumns,
  keepsNightVersions,
} from './nightSnapshot'
import {
  nightsInStay,
  restrictionsFromNights,
  stayFromNights,
} from './stayNights'
import {
  restrictionBreach,
  stayRestrictions,
  type StayRestriction,
} from './stayRestrictions'
import { createTtlCache } from './ttlCache'

export interface StayAvailability {
  /**
   * Units free on every night of the stay (0 when any night is missing, closed or full, or staff's
   * restrictions on its arrival or departure forbid the stay).
   */
  free: number
  /** Sum of the nights' base prices. */
  priceSum: number
}

/** For every unit type, how many are free on every night of [dateFrom, dateTo) and what the nights cost. */
async function stayAvailability(
  db: Kysely<Database>,
  dateFrom: string,
  dateTo: string,
  nights: number,
): Promise<Map<string, StayAvailability>> {
  if (keepsNightVersions(db))
    return stayFromNights(
      await freshNights(db, dateFrom, dateTo),
      dateFrom,
      dateTo,
      nights,
    )
  const rows = await db
    .selectFrom('inventory')
    .select((eb) => [
      'unit_type_id',
      eb.fn.countAll<number>().as('nights'),
      eb.fn.min<number>(eb('total', '-', eb.ref('sold'))).as('free'),
      eb.fn.max<number>('closed').as('closed'),
      eb.fn.sum<number>('price').as('price_sum'),
    ])
    .where('night', '>=', dateFrom)
    .where('night', '<', dateTo)
    .groupBy('unit_type_id')
    .execute()
  const restrictions = await stayRestrictions(db, dateFrom, dateTo)
  const result = new Map<string, StayAvailability>()
  for (const row of rows) {
    // PostgreSQL returns counts and sums as strings (bigint); SQLite as numbers.
    const complete =
      Number(row.nights) === nights &&
      Number(row.closed) === 0 &&
      !restrictionBreach(restrictions.get(row.unit_type_id), nights)
    result.set(row.unit_type_id, {
      free: complete ? Math.max(0, Number(row.free)) : 0,
      priceSum: Number(row.price_sum),
    })
  }
  return result
}

export interface SearchCacheOptions {
  /** How long an answer may be reused; other server processes' bookings show after at most this. */
  maxAgeMs?: number
  maxEntries?: number
}

/**
 * What search reuses for a moment: stay availability per date range (the costliest part of a
 * search) and whole serialized search answers. Searches for the same dates are the common case.
 * Inventory writes in this process call `invalidate`; quotes and bookings never read from here,
 * they check the database themselves.
 */
export function createSearchCache(
  db: Kysely<Database>,
  { maxAgeMs = 2000, maxEntries = 1000 }: SearchCacheOptions = {},
) {
  const availability = createTtlCache<Map<string, StayAvailability>>(
    maxAgeMs,
    maxEntries,
  )
  const answers = createTtlCache<string>(maxAgeMs, maxEntries)
  return {
    availability: (dateFrom: string, dateTo: string, nights: number) =>
      availability.get(`${dateFrom}/${dateTo}`, () =>
        stayAvailability(db, dateFrom, dateTo, nights),
      ),
    /** An endpoint's answer to a validated query, checked by its response schema once and kept as JSON. */
    answerJson: (
      endpoint: EndpointName,
      query: unknown,
      compute: () => Promise<unknown>,
    ) =>
      answers.get(`${endpoint}?${JSON.stringify(query)}`, async () =>
        JSON.stringify(
          endpointSchemas[endpoint].response.parse(await compute()),
        ),
      ),
    invalidate(): void {
      availability.clear()
      answers.clear()
    },
  }
}

export type SearchCache = ReturnType<typeof createSearchCache>

export interface NightInventory extends NightPrice {
  free: number
  closed: boolean
  /** Staff's restrictions on a stay arriving or leaving that day (stayRestrictions.ts). */
  minStay: number
  closedToArrival: boolean
  closedToDeparture: boolean
}

/** Every night of a range for one or more unit types, for quotes and calendars. */
export async function nightInventory(
  db: Kysely<Database>,
  unitTypeIds: string[],
  dateFrom: string,
  dateTo: string,
): Promise<Map<string, NightInventory[]>> {
  return (await stayInventory(db, unitTypeIds, dateFrom, dateTo, false))
    .inventory
}

/**
 * A stay's nights and staff's restrictions on it for the unit types a quote asks for, read at
 * once (restrictions only when `withRestrictions`).
 */
export async function stayInventory(
  db: Kysely<Database>,
  unitTypeIds: string[],
  dateFrom: string,
  dateTo: string,
  withRestrictions: boolean,
): Promise<{
  inventory: Map<string, NightInventory[]>
  restrictions: Map<string, StayRestriction>
}> {
  if (unitTypeIds.length > 0 && keepsNightVersions(db)) {
    const nights = await freshNights(db, dateFrom, dateTo)
    return {
      inventory: nightsInStay(nights, unitTypeIds, dateTo),
      restrictions: withRestrictions
        ? restrictionsFromNights(nights, dateFrom, dateTo, unitTypeIds)
        : new Map(),
    }
  }
  return {
    inventory: await nightInventoryRows(db, unitTypeIds, dateFrom, dateTo),
    restrictions: withRestrictions
      ? await stayRestrictions(db, dateFrom, dateTo, unitTypeIds)
      : new Map(),
  }
}

async function nightInventoryRows(
  db: Kysely<Database>,
  unitTypeIds: string[],
  dateFrom: string,
  dateTo: string,
): Promise<Map<string, NightInventory[]>> {
  const result = new Map<string, NightInventory[]>(
    unitTypeIds.map((id) => [id, []]),
  )
  if (unitTypeIds.length === 0) return result
  const rows = await db
    .selectFrom('inventory')
    .select(inventoryColumns)
    .where('unit_type_id', 'in', unitTypeIds)
    .where('night', '>=', dateFrom)
    .where('night', '<', dateTo)
    .orderBy('night')
    .execute()
  for (const row of rows) {
    result.get(row.unit_type_id)?.push({
      night: row.night,
      price: row.price,
      free: Math.max(0, row.total - row.sold),
      closed: row.closed === 1,
      minStay: row.min_stay,
      closedToArrival: row.closed_to_arrival === 1,
      closedToDeparture: row.closed_to_departure === 1,
    })
  }
  return result
}
