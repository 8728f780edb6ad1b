import type { PropertyResponse, UnitOffer } from '../api'
import { ADAPTED_ROOM_CODES } from '../api/accessibilityCodes'
import type { ReservationUnit } from './reservationTypes'

const ADAPTED_ROOM: ReadonlySet<string> = new Set(ADAPTED_ROOM_CODES)

const adapted = (unit: UnitOffer) =>
  unit.accessibility.some((code) => ADAPTED_ROOM.has(code))

export interface UpgradeOffer {
  unit: UnitOffer
  rate: UnitOffer['rates'][number]
  /** What the upgrade adds to the stay's price before the server re-quotes, in minor units. */
  extra: number
}

/**
 * The upsell for a chosen unit: the cheapest dearer unit type on the reservation's rate that
 * still has a unit free and fits the unit's guests. None once the guest upgraded that unit. An
 * accessible unit type is offered only to a guest who chose an accessible one (issue 33): the few
 * such rooms stay for the guests who need them.
 */
export function upgradeOffer(
  offer: PropertyResponse,
  unit: ReservationUnit,
  rateId: string,
  /** Rooms of a unit type still free beyond the reservation's own. */
  left: (unitTypeId: string) => number,
): UpgradeOffer | undefined {
  if (unit.upsell) return undefined
  const current = offer.units.find((u) => u.unitId === unit.unitId)
  const currentRate = current?.rates.find((rate) => rate.rateId === rateId)
  if (!current || !currentRate) return undefined
  const { adults, children } = unit.guests
  let best: UpgradeOffer | undefined
  for (const candidate of offer.units) {
    const fits =
      candidate.maxAdults >= adults &&
      candidate.maxChildren >= children &&
      candidate.maxOccupancy >= adults + children
    const free = left(candidate.unitId) > 0
    const keptForOthers = adapted(candidate) && !adapted(current)
    if (candidate.unitId === current.unitId || !fits || !free || keptForOthers)
      continue
    const rate = candidate.rates.find((r) => r.rateId === rateId)
    if (!rate || rate.total <= currentRate.total) continue
    const extra = rate.total - currentRate.total
    if (!best || extra < best.extra) best = { unit: candidate, rate, extra }
  }
  return best
}
