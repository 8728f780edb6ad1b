/** Throws unless a value is an integer JavaScript can hold exactly: money is minor units, never a float. */
export function assertMinorUnits(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be whole minor units, got ${value}`)
  }
  return value
}

/** Throws unless a value is a count: a whole number, 0 or more. */
export function assertCount(value: number, what = 'count'): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `${what} must be a whole number of 0 or more, got ${value}`,
    )
  }
  return value
}

/** Multiplies whole numbers, refusing a product too large to stay exact. */
export function multiplyExact(...factors: number[]): number {
  const product = factors.reduce((result, factor) => result * factor, 1)
  return assertMinorUnits(product, 'total')
}
