import type { Language } from '@resort/core'
import type {
  FinalQuoteRequest,
  FinalQuoteResponse,
  PropertyResponse,
  UnitOffer,
} from '@resort/core/api'
import type {
  PriceQuote,
  ReservationState,
  ReservationUnit,
  Supplement,
} from '@resort/core/reservation'

// Two rooms of one type are two units of the reservation: each gets its own id, "type#n".
export const unitTypeOf = (unitId: string) => unitId.split('#')[0] ?? unitId

/** A new unit of the reservation for a unit type and rate, with the property's extras on offer. */
export function reservationUnit(
  offer: UnitOffer,
  rateTotal: number,
  supplements: PropertyResponse['supplements'],
  guests: { adults: number; children: number },
  taken: string[],
): Omit<ReservationUnit, 'active' | 'total'> {
  let n = 1
  while (taken.includes(`${offer.unitId}#${n}`)) n++
  const offered: Supplement[] = supplements.map((s) => ({
    serviceId: s.serviceId,
    name: s.name,
    category: s.category,
    priceType: s.priceType,
    price: s.price,
  }))
  const byCategory: Record<string, Supplement[]> = {}
  for (const supplement of offered)
    (byCategory[supplement.category] ??= []).push(supplement)
  return {
    unitId: `${offer.unitId}#${n}`,
    unitName: offer.name,
    roomPrices: { supplements: offered, selectedSupplements: [] },
    initialTotal: rateTotal,
    additionalServices: byCategory,
    priceBrakedown: [],
    upsell: false,
    guests: { adults: guests.adults, children: guests.children, childAges: [] },
    extras: [],
  }
}

/** The server quote request for the reservation as it stands. */
export function quoteRequest(
  state: ReservationState,
  lang: Language,
): FinalQuoteRequest {
  return {
    lang,
    propertyId: state.propertyId,
    rateId: state.rateId,
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
    units: state.units.map((unit) => ({
      unitId: unitTypeOf(unit.unitId),
      adults: unit.guests.adults,
      children: unit.guests.children,
      supplements: unit.roomPrices.selectedSupplements.map(
        ({ serviceId, quantity }) => ({ serviceId, quantity }),
      ),
    })),
  }
}

/** The server's quote in the store's terms; units are matched by position, as they were sent. */
export function toPriceQuote(
  quote: FinalQuoteResponse,
  state: ReservationState,
): PriceQuote {
  return {
    totalPrice: quote.totalPrice,
    policy: quote.policy,
    paymentMethods: quote.paymentMethods.map(({ id, type, name }) => ({
      id,
      type,
      name,
    })),
    units: quote.units.map((unit, index) => ({
      unitId: state.units[index]?.unitId ?? unit.unitId,
      initialTotal: unit.initialTotal,
      total: unit.total,
      priceBrakedown: unit.priceBrakedown,
    })),
  }
}
