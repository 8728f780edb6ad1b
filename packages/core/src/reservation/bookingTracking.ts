import type {
  ExistingBookingResponse,
  PropertyResponse,
  UnitOffer,
} from '../api'
import { toMajorUnits } from '../tracking/toMajorUnits'
import type {
  PurchaseEcommerce,
  ValuedEcommerce,
} from '../tracking/trackingEvents'
import type { ReservationState } from './reservationTypes'

/** The reservation as a cart (view_cart, begin_checkout). */
export function cartOf(state: ReservationState): ValuedEcommerce {
  return {
    currency: state.currency,
    value: toMajorUnits(state.totalPrice, state.currency),
    items: state.units.map((unit) => ({
      item_id: unit.unitId,
      item_name: unit.unitName,
      price: toMajorUnits(unit.total, state.currency),
      quantity: 1,
    })),
  }
}

/** The property seen, valued at its lowest rate for the stay (view_item). */
export function viewedProperty(offer: PropertyResponse): ValuedEcommerce {
  const { currency } = offer.property
  const lowest = Math.min(
    ...offer.units.flatMap((unit) => unit.rates.map((rate) => rate.total)),
  )
  return {
    currency,
    value: toMajorUnits(Number.isFinite(lowest) ? lowest : 0, currency),
    items: [
      { item_id: offer.property.propertyId, item_name: offer.property.name },
    ],
  }
}

/** The booking made (purchase). */
export function purchaseOf(
  booking: ExistingBookingResponse,
): PurchaseEcommerce {
  return {
    transaction_id: booking.bookingId,
    currency: booking.currency,
    value: toMajorUnits(booking.totalPrice, booking.currency),
    items: booking.accomodationData.map((unit) => ({
      item_id: unit.unitId,
      item_name: unit.unitName,
      price: toMajorUnits(unit.total, booking.currency),
    })),
  }
}

/** A room of a unit type added on a rate (add_to_cart). */
export function addedRoom(
  unit: UnitOffer,
  rate: UnitOffer['rates'][number],
  currency: string,
): ValuedEcommerce {
  const price = toMajorUnits(rate.total, currency)
  return {
    currency,
    value: price,
    items: [
      {
        item_id: unit.unitId,
        item_name: unit.name,
        item_category: rate.name,
        price,
        quantity: 1,
      },
    ],
  }
}
