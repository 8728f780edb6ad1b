import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/** What staff set on a unit type's arrival and departure nights (issue 14, the rates grid). */
export interface StayRestriction {
  /** Nights a stay arriving that night lasts at least; 0 when only the rate's own minimum applies. */
  minStay: number
  closedToArrival: boolean
  closedToDeparture: boolean
}

export type RestrictionBreach =
  | { kind: 'min_stay'; minStay: number }
  | { kind: 'closed_to_arrival' }
  | { kind: 'closed_to_departure' }

/** Why a stay of this many nights may not be sold under a restriction, or undefined. */
export function restrictionBreach(
  restriction: StayRestriction | undefined,
  nights: number,
): RestrictionBreach | undefined {
  if (!restriction) return undefined
  if (restriction.closedToArrival) return { kind: 'closed_to_arrival' }
  if (restriction.closedToDeparture) return { kind: 'closed_to_departure' }
  if (nights < restriction.minStay)
    return { kind: 'min_stay', minStay: restriction.minStay }
  return undefined
}

/**
 * The restrictions of a stay [dateFrom, dateTo) per unit type: the arrival night's minimum stay
 * and closed-to-arrival, the departure day's closed-to-departure. Only unit types with one are
 * in the map; without `unitTypeIds`, every unit type's.
 */
export async function stayRestrictions(
  db: Kysely<Database>,
  dateFrom: string,
  dateTo: string,
  unitTypeIds?: string[],
): Promise<Map<string, StayRestriction>> {
  const result = new Map<string, StayRestriction>()
  if (unitTypeIds?.length === 0) return result
  let query = db
    .selectFrom('inventory')
    .select([
      'unit_type_id',
      'night',
      'min_stay',
      'closed_to_arrival',
      'closed_to_departure',
    ])
    .where('night', 'in', [dateFrom, dateTo])
    .where((eb) =>
      eb.or([
        eb('min_stay', '>', 0),
        eb('closed_to_arrival', '=', 1),
        eb('closed_to_departure', '=', 1),
      ]),
    )
  if (unitTypeIds) query = query.where('unit_type_id', 'in', unitTypeIds)
  for (const row of await query.execute()) {
    const restriction = result.get(row.unit_type_id) ?? {
      minStay: 0,
      closedToArrival: false,
      closedToDeparture: false,
    }
    if (row.night === dateFrom) {
      restriction.minStay = row.min_stay
      restriction.closedToArrival = row.closed_to_arrival === 1
    } else {
      restriction.closedToDeparture = row.closed_to_departure === 1
    }
    result.set(row.unit_type_id, restriction)
  }
  return result
}
