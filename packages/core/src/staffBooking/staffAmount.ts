import { minorUnitsOf } from '../staff/amountInput'

/** Why the page refuses an amount typed for a fee or a refund before asking the server. */
export type StaffAmountCode =
  'required' | 'amount_invalid' | 'too_small' | 'amount_over'

/**
 * An amount staff typed in the booking's currency ("120.50", "120,5") in minor units (12050),
 * checked as the server checks a fee or a refund: more than nothing and at most `most`.
 */
export function checkStaffAmount(
  typed: string,
  currency: string,
  most: number,
): { value: number } | { code: StaffAmountCode } {
  if (!typed.trim()) return { code: 'required' }
  const minor = minorUnitsOf(typed, currency)
  if (minor === undefined || !Number.isSafeInteger(minor))
    return { code: 'amount_invalid' }
  if (minor <= 0) return { code: 'too_small' }
  if (minor > most) return { code: 'amount_over' }
  return { value: minor }
}
