import type { FinalQuoteResponse, QuotedUnit } from '../api'
import { selectSupplement, type SupplementChoice } from '../pricing/supplement'
import { reservationTotal, unitTotal } from '../pricing/unitTotal'
import { nightsBetween } from '../stay/stayDates'
import { agesFor, type ChildAge } from './childAges'
import type {
  BookingStep,
  ReservationState,
  ReservationUnit,
  UnitGuests,
} from './reservationTypes'

/** The booking flow's store holds the reservation in progress (SPEC 3) as this slice. */
export interface ReservationSlice {
  reservation: ReservationState
}

/** A line as the flow adds it: its total and whether it is active follow from the reservation. */
export type NewLine = Omit<ReservationUnit, 'active' | 'total'>

/** What a flow knows when a guest starts booking a property's rate. */
export type ReservationStart = Omit<
  ReservationState,
  | 'activeStep'
  | 'totalPrice'
  | 'nights'
  | 'paymentType'
  | 'isPolicyAccepted'
  | 'reservationHolder'
  | 'units'
> & { units: NewLine[] }

export const EMPTY_RESERVATION: ReservationState = {
  activeStep: 2,
  isLoyalty: false,
  propertyId: '',
  propertyName: '',
  propertyType: '',
  propertyStars: 0,
  propertyLocation: '',
  rateId: '',
  rateName: '',
  units: [],
  totalPrice: 0,
  currency: 'EUR',
  dateFrom: '',
  dateTo: '',
  nights: 0,
  boardName: '',
  boardPrepaymentMessage: '',
  policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
  paymentMethods: [],
  reservationHolder: undefined,
  isPolicyAccepted: false,
  paymentType: 'NOGUARANTEE',
}

const withTotal = (line: NewLine, active: boolean): ReservationUnit => ({
  ...line,
  active,
  total: unitTotal(line.initialTotal, line.roomPrices.selectedSupplements),
})

const activate = (units: ReservationUnit[], lineId: string | undefined) =>
  units.map((unit) =>
    unit.active === (unit.lineId === lineId)
      ? unit
      : { ...unit, active: unit.lineId === lineId },
  )

const withUnits = (
  reservation: ReservationState,
  units: ReservationUnit[],
): ReservationState => ({
  ...reservation,
  units,
  totalPrice: reservationTotal(units),
})

const mapLine = (
  reservation: ReservationState,
  lineId: string,
  change: (unit: ReservationUnit) => ReservationUnit,
) =>
  withUnits(
    reservation,
    reservation.units.map((unit) =>
      unit.lineId === lineId ? change(unit) : unit,
    ),
  )

/** A new reservation at step 2, its first line active (SPEC 4). */
export function startedReservation({
  units,
  ...start
}: ReservationStart): ReservationState {
  return withUnits(
    {
      ...EMPTY_RESERVATION,
      ...start,
      // Not the client's to claim: the first quote says whether the member price applies.
      isLoyalty: false,
      nights: nightsBetween(start.dateFrom, start.dateTo),
    },
    units.map((line, i) => withTotal(line, i === 0)),
  )
}

/** The reservation with a line added, which becomes the active one. */
export function withLineAdded(
  reservation: ReservationState,
  line: NewLine,
): ReservationState {
  const units = [...reservation.units, withTotal(line, false)]
  return withUnits(reservation, activate(units, line.lineId))
}

/** The reservation without a line; the first line left becomes the active one. */
export function withLineRemoved(
  reservation: ReservationState,
  lineId: string,
): ReservationState {
  const units = reservation.units.filter((unit) => unit.lineId !== lineId)
  return withUnits(reservation, activate(units, units[0]?.lineId))
}

/** The reservation with another line active; totals stay. */
export function withActiveLine(
  reservation: ReservationState,
  lineId: string,
): ReservationState {
  if (!reservation.units.some((unit) => unit.lineId === lineId))
    return reservation
  return { ...reservation, units: activate(reservation.units, lineId) }
}

/**
 * Who stays in a line; its price follows at the next quote. A line keeps one age per child
 * (issue 33): more children add ages to choose, fewer keep the first ones'.
 */
export function withLineGuests(
  reservation: ReservationState,
  lineId: string,
  guests: Partial<UnitGuests>,
): ReservationState {
  return mapLine(reservation, lineId, (unit) => {
    const next = { ...unit.guests, ...guests }
    return {
      ...unit,
      guests: { ...next, childAges: agesFor(next.children, next.childAges) },
    }
  })
}

/** The age of one child of a line (0-based), or null to choose again; prices do not change. */
export function withChildAge(
  reservation: ReservationState,
  lineId: string,
  child: number,
  age: ChildAge,
): ReservationState {
  return mapLine(reservation, lineId, (unit) => {
    const ages = agesFor(unit.guests.children, unit.guests.childAges)
    if (child < 0 || child >= ages.length) return unit
    ages[child] = age
    return {
      ...unit,
      guests: { ...unit.guests, childAges: agesFor(ages.length, ages) },
    }
  })
}

/**
 * `upgrade` (an upsell: a better unit type) in the place of line `lineId`, keeping its guests and
 * chosen extras; the unit is marked `upsell`. Prices come from the next quote.
 */
export function withLineUpgraded(
  reservation: ReservationState,
  lineId: string,
  upgrade: Omit<NewLine, 'lineId'>,
): ReservationState {
  return mapLine(reservation, lineId, (unit) =>
    withTotal(
      {
        ...upgrade,
        lineId,
        upsell: true,
        guests: unit.guests,
        extras: unit.extras,
        roomPrices: {
          ...upgrade.roomPrices,
          selectedSupplements: unit.roomPrices.selectedSupplements,
        },
      },
      unit.active,
    ),
  )
}

/** An extra chosen for a line, priced as quantity x price. */
export function withSupplement(
  reservation: ReservationState,
  lineId: string,
  choice: SupplementChoice,
): ReservationState {
  return mapLine(reservation, lineId, (unit) => {
    const selected = selectSupplement(
      unit.roomPrices.selectedSupplements,
      choice,
    )
    return {
      ...unit,
      roomPrices: { ...unit.roomPrices, selectedSupplements: selected },
      // SPEC 3 extras: what the guest chose, by service.
      extras: selected.map((supplement) => supplement.serviceId),
      total: unitTotal(unit.initialTotal, selected),
    }
  })
}

/** A line with the prices of a server quote. */
const priced = (unit: ReservationUnit, fresh: QuotedUnit): ReservationUnit => ({
  ...unit,
  initialTotal: fresh.initialTotal,
  total: fresh.total,
  priceBrakedown: fresh.priceBrakedown,
})

/** One line priced by a quote of that unit alone (unit-price-quote). */
export function withLinePrices(
  reservation: ReservationState,
  lineId: string,
  fresh: QuotedUnit,
): ReservationState {
  return mapLine(reservation, lineId, (unit) => priced(unit, fresh))
}

/**
 * The reservation as the server priced it: each line takes the quoted unit answered under its
 * line id, and the total, policy, payment methods and member price are the server's word.
 */
export function withQuote(
  reservation: ReservationState,
  quote: FinalQuoteResponse,
): ReservationState {
  const units = reservation.units.map((unit) => {
    const fresh = quote.units.find(
      (candidate) => candidate.lineId === unit.lineId,
    )
    return fresh ? priced(unit, fresh) : unit
  })
  return {
    ...reservation,
    units,
    totalPrice: quote.totalPrice,
    // The server prices member rates only for a verified club member signed in.
    isLoyalty: quote.memberRate?.applied === true,
    policy: quote.policy,
    paymentMethods: quote.paymentMethods.map(({ id, type, name }) => ({
      id,
      type,
      name,
    })),
  }
}

/** One step on (2 rooms, 3 payment, 4 confirmation), or none past the confirmation. */
export function steppedForward(reservation: ReservationState): BookingStep {
  return Math.min(reservation.activeStep + 1, 4) as BookingStep
}

/** One step back, never before the rooms. */
export function steppedBack(reservation: ReservationState): BookingStep {
  return Math.max(reservation.activeStep - 1, 2) as BookingStep
}
