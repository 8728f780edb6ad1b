import { assertCount, assertMinorUnits } from './wholeNumbers'

/**
 * What a club member saves on an amount at a rate's member discount: a whole percentage of it,
 * rounded half up to the minor unit (the same rounding as a prepayment share).
 */
export function memberDiscount(amount: number, percent: number): number {
  assertMinorUnits(amount)
  if (assertCount(percent, 'member discount percent') > 100)
    throw new RangeError(
      `member discount percent must be at most 100, got ${percent}`,
    )
  return Math.round((amount * percent) / 100)
}

/** An amount at the member price: the amount less the member's discount on it. */
export function memberPrice(amount: number, percent: number): number {
  return amount - memberDiscount(amount, percent)
}
