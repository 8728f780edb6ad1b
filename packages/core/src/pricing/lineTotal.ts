import { assertCount, assertMinorUnits, multiplyExact } from './wholeNumbers'

/** How a price applies to a stay (SPEC 3). */
export type PriceType = 'PerStay' | 'PerNight' | 'PerPerson' | 'PerPersonNight'

export const PRICE_TYPES: readonly PriceType[] = [
  'PerStay',
  'PerNight',
  'PerPerson',
  'PerPersonNight',
]

/** The size of a stay that a price type multiplies by. */
export interface StayCounts {
  nights: number
  guests: number
}

/** How many times a price of this type is charged for a stay. */
export function lineQuantity(priceType: PriceType, counts: StayCounts): number {
  const nights = assertCount(counts.nights, 'nights')
  const guests = assertCount(counts.guests, 'guests')
  switch (priceType) {
    case 'PerStay':
      return 1
    case 'PerNight':
      return nights
    case 'PerPerson':
      return guests
    case 'PerPersonNight':
      return multiplyExact(guests, nights)
  }
}

/** A price of this type, in minor units, applied to a stay of `nights` and `guests`. */
export function lineTotal(
  priceType: PriceType,
  unitPrice: number,
  counts: StayCounts,
): number {
  return multiplyExact(
    assertMinorUnits(unitPrice, 'unit price'),
    lineQuantity(priceType, counts),
  )
}
