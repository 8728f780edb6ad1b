import type { FinalQuoteRequest, PropertyResponse, UnitOffer } from '../api'
import type { Language } from '../i18n/languages'
import { boardServes } from '../pricing/boardMeals'
import { agesFor, chosenAges } from './childAges'
import type { NewLine, ReservationStart } from './reservationSlice'
import type {
  ReservationState,
  ReservationUnit,
  Supplement,
  UnitGuests,
} from './reservationTypes'

/** A new, empty reservation for a property's offer and stay; the first room sets the rate. */
export function reservationStartFor(
  offer: PropertyResponse,
  stay: { propertyId: string; dateFrom: string; dateTo: string },
): ReservationStart {
  return {
    isLoyalty: false,
    propertyId: stay.propertyId,
    propertyName: offer.property.name,
    propertyType: offer.property.type,
    propertyStars: offer.property.stars,
    propertyLocation: `${offer.property.city}, ${offer.property.regionName}`,
    rateId: '',
    rateName: '',
    units: [],
    currency: offer.property.currency,
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    boardName: '',
    boardPrepaymentMessage: '',
    policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
    paymentMethods: [],
  }
}

/** The first free line id of a reservation ("line-1", "line-2", ...). */
export function nextLineId(units: readonly { lineId: string }[]): string {
  let n = units.length + 1
  while (units.some((unit) => unit.lineId === `line-${n}`)) n++
  return `line-${n}`
}

/**
 * A new line of the reservation for a unit type and rate, with the property's extras on offer:
 * those selling a meal the rate's board serves are not (issue 33). Ages given for the party
 * are the line's while they fit its children; the rest are chosen on the rooms step.
 */
export function reservationLine(
  offer: UnitOffer,
  rate: { total: number; board: string },
  supplements: PropertyResponse['supplements'],
  guests: Pick<UnitGuests, 'adults' | 'children'> & {
    childAges?: readonly (number | null)[] | undefined
  },
  lineId: string,
): NewLine {
  const offered: Supplement[] = supplements
    .filter((s) => !boardServes(rate.board, s.meal))
    .map((s) => ({
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
    lineId,
    unitId: offer.unitId,
    unitName: offer.name,
    roomPrices: { supplements: offered, selectedSupplements: [] },
    initialTotal: rate.total,
    additionalServices: byCategory,
    priceBrakedown: [],
    upsell: false,
    guests: {
      adults: guests.adults,
      children: guests.children,
      childAges: agesFor(guests.children, guests.childAges),
    },
    extras: [],
  }
}

/**
 * One line as the quote endpoints take it: its id, unit type, guests and chosen extras; the
 * children's ages once each has one (SPEC 3 childAges, issue 33).
 */
export function quoteLine(unit: ReservationUnit) {
  const ages = unit.guests.children > 0 ? chosenAges(unit.guests) : undefined
  return {
    lineId: unit.lineId,
    unitId: unit.unitId,
    adults: unit.guests.adults,
    children: unit.guests.children,
    ...(ages ? { childAges: ages } : {}),
    supplements: unit.roomPrices.selectedSupplements.map(
      ({ serviceId, quantity }) => ({ serviceId, quantity }),
    ),
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
    units: state.units.map(quoteLine),
    ...(state.promoCode ? { promoCode: state.promoCode } : {}),
    ...(state.giftVoucher ? { giftVoucher: state.giftVoucher } : {}),
    ...(state.points ? { points: state.points } : {}),
  }
}

/**
 * Rooms of a unit type still free: the offer counts the rooms it was asked about (`selected`) as
 * taken, so only the lines added or removed since count here.
 */
export function roomsLeft(
  unit: Pick<UnitOffer, 'unitId' | 'availableCount'>,
  selected: readonly string[],
  units: readonly Pick<ReservationUnit, 'unitId'>[],
): number {
  const count = (ids: readonly string[]) =>
    ids.filter((id) => id === unit.unitId).length
  return (
    unit.availableCount -
    (count(units.map((line) => line.unitId)) - count(selected))
  )
}
