import { assertMinorUnits } from './wholeNumbers'

/** An amount in integer minor units (cents) of an ISO 4217 currency (DESIGN: money on the wire). */
export interface Money {
  amount: number
  currency: string
}

const CURRENCY_CODE = /^[A-Z]{3}$/

/** Thrown when amounts in two currencies would be added together. */
export class CurrencyMismatchError extends RangeError {
  readonly expected: string
  readonly received: string

  constructor(expected: string, received: string) {
    super(`cannot add ${received} to ${expected}`)
    this.name = 'CurrencyMismatchError'
    this.expected = expected
    this.received = received
  }
}

/** Builds Money from whole minor units and a currency code (upper-cased). */
export function money(amount: number, currency: string): Money {
  const code = currency.toUpperCase()
  if (!CURRENCY_CODE.test(code)) {
    throw new RangeError(
      `currency must be a 3-letter ISO code, got '${currency}'`,
    )
  }
  return { amount: assertMinorUnits(amount), currency: code }
}

/** Adds two amounts of the same currency; throws CurrencyMismatchError otherwise. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new CurrencyMismatchError(a.currency, b.currency)
  }
  return money(
    assertMinorUnits(a.amount) + assertMinorUnits(b.amount),
    a.currency,
  )
}

/** Sums amounts that must all be in `currency`; an empty list sums to zero of it. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  // The currency is a parameter, not taken from the first item, so an empty list still has one.
  return amounts.reduce(addMoney, money(0, currency))
}
