import { supplementTotal } from './supplement'
import type { SelectedSupplement } from './supplement'
import { assertMinorUnits } from './wholeNumbers'

/** One line of a unit's price breakdown; money in minor units, total = quantity x unitPrice. */
export type BreakdownLine =
  | {
      kind: 'room_nights'
      quantity: number
      unitPrice: number
      total: number
    }
  | {
      kind: 'supplement'
      serviceId: string
      quantity: number
      unitPrice: number
      total: number
    }

/** What a unit's breakdown is built from: the room's price for the whole stay, and its supplements. */
export interface BreakdownInput {
  initialTotal: number
  nights: number
  selectedSupplements: readonly SelectedSupplement[]
}

/** Room nights at a whole-cent nightly price; a remainder goes one cent per night onto the last nights. */
function roomLines(initialTotal: number, nights: number): BreakdownLine[] {
  if (!Number.isSafeInteger(nights) || nights < 1) {
    throw new RangeError(`a priced stay has at least one night, got ${nights}`)
  }
  // Dividing 100.00 over 3 nights gives 33.33 + 33.33 + 33.34: never a fraction of a cent, never a lost cent.
  const nightly = Math.floor(assertMinorUnits(initialTotal) / nights)
  const remainder = initialTotal - nightly * nights
  const lines: BreakdownLine[] = [
    {
      kind: 'room_nights',
      quantity: nights - remainder,
      unitPrice: nightly,
      total: (nights - remainder) * nightly,
    },
    {
      kind: 'room_nights',
      quantity: remainder,
      unitPrice: nightly + 1,
      total: remainder * (nightly + 1),
    },
  ]
  return lines.filter((line) => line.quantity > 0)
}

/** A unit's price as lines for room nights and each supplement, whose totals add up to the unit total to the cent. */
export function priceBreakdown({
  initialTotal,
  nights,
  selectedSupplements,
}: BreakdownInput): BreakdownLine[] {
  const supplementLines = selectedSupplements
    // Quantity 0 is no choice at all; a negative one still throws in supplementTotal.
    .filter((supplement) => supplement.quantity !== 0)
    .map(({ serviceId, quantity, price }): BreakdownLine => ({
      kind: 'supplement',
      serviceId,
      quantity,
      unitPrice: price,
      total: supplementTotal(quantity, price),
    }))
  return [...roomLines(initialTotal, nights), ...supplementLines]
}

/** The sum of a breakdown's lines, in minor units. */
export function breakdownTotal(lines: readonly BreakdownLine[]): number {
  return lines.reduce(
    (sum, line) => assertMinorUnits(sum + line.total, 'total'),
    0,
  )
}
