import type { NightInventory, StayAvailability } from './availability'
import type { Night } from './nightSnapshot'
import { restrictionBreach, type StayRestriction } from './stayRestrictions'

// A stay's figures from its nights as nightSnapshot.ts keeps them: the same answers the SQL in
// availability.ts and stayRestrictions.ts gives from the inventory table.

/** Staff's restrictions on a stay: the arrival night's, and the departure day's closed-to-departure. */
export function restrictionsFromNights(
  nights: Night[],
  dateFrom: string,
  dateTo: string,
  unitTypeIds?: string[],
): Map<string, StayRestriction> {
  const result = new Map<string, StayRestriction>()
  const restrictionOf = (unitTypeId: string) => {
    let restriction = result.get(unitTypeId)
    if (!restriction) {
      restriction = {
        minStay: 0,
        closedToArrival: false,
        closedToDeparture: false,
      }
      result.set(unitTypeId, restriction)
    }
    return restriction
  }
  const wanted = (unitTypeId: string) =>
    !unitTypeIds || unitTypeIds.includes(unitTypeId)
  const arrival = nights.find((night) => night.night === dateFrom)
  for (const [unitTypeId, unit] of arrival?.units ?? []) {
    if (!wanted(unitTypeId) || (unit.minStay === 0 && !unit.closedToArrival))
      continue
    const restriction = restrictionOf(unitTypeId)
    restriction.minStay = unit.minStay
    restriction.closedToArrival = unit.closedToArrival
  }
  const departure = nights.find((night) => night.night === dateTo)
  for (const [unitTypeId, unit] of departure?.units ?? [])
    if (wanted(unitTypeId) && unit.closedToDeparture)
      restrictionOf(unitTypeId).closedToDeparture = true
  return result
}

/** For every unit type, what is free on every night of [dateFrom, dateTo) and what the nights cost. */
export function stayFromNights(
  nights: Night[],
  dateFrom: string,
  dateTo: string,
  count: number,
): Map<string, StayAvailability> {
  const sums = new Map<
    string,
    { nights: number; free: number; closed: boolean; priceSum: number }
  >()
  for (const night of nights) {
    if (night.night >= dateTo) break
    for (const [unitTypeId, unit] of night.units) {
      const free = unit.total - unit.sold
      const sum = sums.get(unitTypeId)
      if (!sum) {
        sums.set(unitTypeId, {
          nights: 1,
          free,
          closed: unit.closed,
          priceSum: unit.price,
        })
        continue
      }
      sum.nights++
      if (free < sum.free) sum.free = free
      if (unit.closed) sum.closed = true
      sum.priceSum += unit.price
    }
  }
  const restrictions = restrictionsFromNights(nights, dateFrom, dateTo)
  const result = new Map<string, StayAvailability>()
  for (const [unitTypeId, sum] of sums) {
    const complete =
      sum.nights === count &&
      !sum.closed &&
      !restrictionBreach(restrictions.get(unitTypeId), count)
    result.set(unitTypeId, {
      free: complete ? Math.max(0, sum.free) : 0,
      priceSum: sum.priceSum,
    })
  }
  return result
}

/** Each unit type's nights of [.., dateTo) in date order, for quotes and calendars. */
export function nightsInStay(
  nights: Night[],
  unitTypeIds: string[],
  dateTo: string,
): Map<string, NightInventory[]> {
  const result = new Map<string, NightInventory[]>(
    unitTypeIds.map((id) => [id, []]),
  )
  for (const night of nights) {
    if (night.night >= dateTo) break
    for (const [unitTypeId, list] of result) {
      const unit = night.units.get(unitTypeId)
      if (!unit) continue
      list.push({
        night: night.night,
        price: unit.price,
        free: Math.max(0, unit.total - unit.sold),
        closed: unit.closed,
        minStay: unit.minStay,
        closedToArrival: unit.closedToArrival,
        closedToDeparture: unit.closedToDeparture,
      })
    }
  }
  return result
}
