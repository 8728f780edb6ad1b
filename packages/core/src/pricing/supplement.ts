import { assertCount, assertMinorUnits, multiplyExact } from './wholeNumbers'

/** A supplement the guest chose for a unit; price and total in minor units (SPEC 3). */
export interface SelectedSupplement {
  serviceId: string
  quantity: number
  price: number
  total: number
}

/** A choice as the guest makes it; its total is always derived, never given. */
export type SupplementChoice = Omit<SelectedSupplement, 'total'>

/** A supplement's total: quantity times price (SPEC 4); throws RangeError for a negative or fractional quantity. */
export function supplementTotal(quantity: number, price: number): number {
  return multiplyExact(
    assertCount(quantity, 'quantity'),
    assertMinorUnits(price, 'price'),
  )
}

/** The selection after a choice: it replaces an earlier one of the same service, and quantity 0 removes it. */
export function selectSupplement(
  selected: readonly SelectedSupplement[],
  choice: SupplementChoice,
): SelectedSupplement[] {
  const next: SelectedSupplement = {
    ...choice,
    total: supplementTotal(choice.quantity, choice.price),
  }
  const index = selected.findIndex(
    (supplement) => supplement.serviceId === choice.serviceId,
  )
  if (next.quantity === 0) {
    return selected.filter((_, i) => i !== index)
  }
  if (index === -1) return [...selected, next]
  // Replaced in place so the list the guest sees does not reorder.
  return selected.map((supplement, i) => (i === index ? next : supplement))
}
