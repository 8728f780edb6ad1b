import type { PropertyResponse, UnitOffer } from '@resort/core/api'
import type { ReservationStore } from '@resort/core/reservation'
import { toMajorUnits, type Tracker } from '@resort/core/tracking'
import { reservationUnit } from './reservationUnits'

/**
 * Adds a room of a unit type on a rate (SPEC 4: the new unit becomes active). The first room sets
 * the reservation's rate; every room is an add_to_cart. Returns the new unit's id.
 */
export function addRoom(
  reservation: ReservationStore,
  offer: PropertyResponse,
  unit: UnitOffer,
  rate: UnitOffer['rates'][number],
  tracker: Tracker,
): string {
  if (reservation.units.length === 0) {
    reservation.start({
      ...reservation,
      rateId: rate.rateId,
      rateName: rate.name,
      boardName: rate.boardName,
      boardPrepaymentMessage: rate.boardPrepaymentMessage,
      policy: rate.policy,
      units: [],
    })
  }
  const currency = offer.property.currency
  tracker.trackAddToCart({
    currency,
    value: toMajorUnits(rate.total, currency),
    items: [
      {
        item_id: unit.unitId,
        item_name: unit.name,
        item_category: rate.name,
        price: toMajorUnits(rate.total, currency),
        quantity: 1,
      },
    ],
  })
  const added = reservationUnit(
    unit,
    rate.total,
    offer.supplements,
    { adults: offer.stay.adults, children: offer.stay.children },
    reservation.units.map((u) => u.unitId),
  )
  reservation.addUnit(added)
  return added.unitId
}
