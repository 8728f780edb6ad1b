import { selectSupplement, supplementTotal } from './supplement'
import type { SelectedSupplement, SupplementChoice } from './supplement'
import { assertMinorUnits } from './wholeNumbers'

/** The price fields of a unit in a reservation, in minor units (SPEC 3). */
export interface PricedUnit {
  initialTotal: number
  selectedSupplements: SelectedSupplement[]
  total: number
}

/** A unit's total: its initial total plus its supplements (SPEC 4). */
export function unitTotal(
  initialTotal: number,
  selectedSupplements: readonly SelectedSupplement[],
): number {
  // Each supplement total is recomputed from quantity x price, so a stale `total` cannot leak in.
  return selectedSupplements.reduce(
    (sum, { quantity, price }) =>
      assertMinorUnits(sum + supplementTotal(quantity, price), 'total'),
    assertMinorUnits(initialTotal, 'initial total'),
  )
}

/** The unit after a supplement choice, with its total brought up to date. */
export function applySupplement<Unit extends PricedUnit>(
  unit: Unit,
  choice: SupplementChoice,
): Unit {
  const selectedSupplements = selectSupplement(unit.selectedSupplements, choice)
  return {
    ...unit,
    selectedSupplements,
    total: unitTotal(unit.initialTotal, selectedSupplements),
  }
}

/** A reservation's totalPrice: the sum of its unit totals (SPEC 4). */
export function reservationTotal(
  units: readonly Pick<PricedUnit, 'total'>[],
): number {
  return units.reduce(
    (sum, unit) =>
      assertMinorUnits(sum + assertMinorUnits(unit.total), 'total'),
    0,
  )
}
