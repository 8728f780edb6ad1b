import type { BreakdownLine } from '@resort/core/api'
import {
  lineTotal,
  memberDiscount,
  supplementTotal,
  type PriceType,
} from '@resort/core/pricing'
import type { RatePlanTable, UnitTypeTable } from '#db/schema'

export interface Guests {
  adults: number
  children: number
}

type PricedUnit = Pick<
  UnitTypeTable,
  | 'base_occupancy'
  | 'extra_adult_price'
  | 'extra_child_price'
  | 'max_adults'
  | 'max_children'
  | 'max_occupancy'
>
type PricedRate = Pick<
  RatePlanTable,
  'price_factor_permille' | 'board_price_per_person_night'
> &
  Partial<Pick<RatePlanTable, 'member_discount_percent'>>

/**
 * Who a price is for: the public, or a verified signed-in club member (issue 13). Only the server
 * decides it, from the request's session (loyalty/memberPricing.ts).
 */
export type PriceFor = 'public' | 'member'

/** Whether the guests fit one unit of a type. */
export function fitsGuests(
  unit: PricedUnit,
  { adults, children }: Guests,
): boolean {
  return (
    adults <= unit.max_adults &&
    children <= unit.max_children &&
    adults + children <= unit.max_occupancy
  )
}

/** Guests beyond the base occupancy: adults fill it first, then children. */
function extraGuests(unit: PricedUnit, { adults, children }: Guests): Guests {
  const extraAdults = Math.max(0, adults - unit.base_occupancy)
  const placesLeft = Math.max(0, unit.base_occupancy - adults)
  return { adults: extraAdults, children: Math.max(0, children - placesLeft) }
}

/**
 * The room part of a stay under a rate: the nights' prices scaled by the rate's factor, rounded
 * down to the cent once for the whole stay. Search lists and quotes both use this, so they agree.
 */
export function rateRoomTotal(nightPriceSum: number, rate: PricedRate): number {
  return Math.floor((nightPriceSum * rate.price_factor_permille) / 1000)
}

/**
 * What a member saves on a stay: the rate's member discount on its room price only (board, extra
 * guests and extras are at the public price). 0 for the public or a rate without a member price.
 */
function memberSaving(
  roomTotal: number,
  rate: PricedRate,
  priceFor: PriceFor,
): number {
  return priceFor === 'member'
    ? memberDiscount(roomTotal, rate.member_discount_percent ?? 0)
    : 0
}

/** A unit's price for the stay before extras: room, extra guests and board, all in minor units. */
export function initialStayTotal(
  unit: PricedUnit,
  rate: PricedRate,
  nightPriceSum: number,
  nights: number,
  guests: Guests,
  priceFor: PriceFor = 'public',
): number {
  const extra = extraGuests(unit, guests)
  const roomTotal = rateRoomTotal(nightPriceSum, rate)
  return (
    roomTotal -
    memberSaving(roomTotal, rate, priceFor) +
    nights *
      (extra.adults * unit.extra_adult_price +
        extra.children * unit.extra_child_price) +
    nights *
      (guests.adults + guests.children) *
      rate.board_price_per_person_night
  )
}

export interface NightPrice {
  night: string
  price: number
}

export interface Labels {
  rate: string
  board: string
  /** The member price's line, e.g. 'Member price'. */
  member: string
}

/** The lines of a unit's stay before extras; they add up to `initialStayTotal` to the cent. */
export function stayBreakdown(
  unit: PricedUnit,
  rate: PricedRate,
  nights: NightPrice[],
  guests: Guests,
  labels: Labels,
  priceFor: PriceFor = 'public',
): BreakdownLine[] {
  const lines: BreakdownLine[] = nights.map(({ night, price }) => ({
    kind: 'night',
    date: night,
    quantity: 1,
    unitPrice: price,
    total: price,
  }))
  const sum = nights.reduce((total, { price }) => total + price, 0)
  const adjustment = rateRoomTotal(sum, rate) - sum
  if (adjustment !== 0) {
    lines.push({
      kind: 'rate_adjustment',
      label: labels.rate,
      quantity: 1,
      unitPrice: adjustment,
      total: adjustment,
    })
  }
  // A line of its own, so the guest sees what the club saves them (a rate adjustment on the wire).
  const saving = memberSaving(rateRoomTotal(sum, rate), rate, priceFor)
  if (saving !== 0) {
    lines.push({
      kind: 'rate_adjustment',
      label: labels.member,
      quantity: 1,
      unitPrice: -saving,
      total: -saving,
    })
  }
  const extra = extraGuests(unit, guests)
  const count = nights.length
  const add = (
    kind: BreakdownLine['kind'],
    quantity: number,
    unitPrice: number,
    label?: string,
  ) => {
    if (quantity > 0 && unitPrice !== 0) {
      lines.push({
        kind,
        quantity,
        unitPrice,
        total: quantity * unitPrice,
        ...(label ? { label } : {}),
      })
    }
  }
  add('extra_adults', extra.adults * count, unit.extra_adult_price)
  add('extra_children', extra.children * count, unit.extra_child_price)
  add(
    'board',
    (guests.adults + guests.children) * count,
    rate.board_price_per_person_night,
    labels.board,
  )
  return lines
}

/** One extra for the whole stay: its price type applied, then times the quantity chosen (SPEC 4). */
export function supplementForStay(
  priceType: PriceType,
  price: number,
  quantity: number,
  nights: number,
  guests: Guests,
): { price: number; total: number } {
  const forStay = lineTotal(priceType, price, {
    nights,
    guests: guests.adults + guests.children,
  })
  return { price: forStay, total: supplementTotal(quantity, forStay) }
}
