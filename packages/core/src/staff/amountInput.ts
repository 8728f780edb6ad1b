import { currencyDecimals } from '../format/currencyDecimals'

// Staff type amounts as they read them: 125.50 or 125,50, with a sign for a change.
const AMOUNT = /^([+-]?)(\d+)(?:[.,](\d+))?$/

/**
 * An amount typed in currency units ("125.50", "-10", "125,5") in minor units (12550, -1000,
 * 12550); undefined when it is no amount or has more decimals than the currency.
 */
export function minorUnitsOf(
  typed: string,
  currency: string,
): number | undefined {
  const match = AMOUNT.exec(typed.replace(/\s/g, ''))
  if (!match) return undefined
  const [, sign, whole = '0', fraction = ''] = match
  const decimals = currencyDecimals(currency)
  if (fraction.length > decimals) return undefined
  // Whole digits and cents apart: no binary fractions on the way to minor units.
  const minor =
    Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0)
  return sign === '-' ? -minor : minor
}

/** Minor units as staff type them back: 12550 EUR -> "125.50". */
export function typedAmount(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency)
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(minor)
  const whole = Math.floor(absolute / 10 ** decimals)
  const fraction = String(absolute % 10 ** decimals).padStart(decimals, '0')
  return decimals ? `${sign}${whole}.${fraction}` : `${sign}${whole}`
}

/** A whole number typed ("3", "-20"), or undefined. */
export function wholeNumberOf(typed: string): number | undefined {
  const trimmed = typed.trim()
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : undefined
}
