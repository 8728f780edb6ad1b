import { verification, type Verification } from './verification'

/** How many years ahead of this year a card may expire (SPEC 9). */
export const MAX_EXPIRY_YEARS_AHEAD = 19

/** A card expiry: month 1-12 and a four-digit year. */
export interface ExpiryDate {
  month: number
  year: number
}

const MMYY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/

/** Checks an expiry month: 1 to 12, written with one or two digits. */
export function validateExpiryMonth(month: string | number): Verification {
  const value = String(month).trim()
  // '' and '0' are on the way to a valid month.
  if (value === '' || value === '0') return verification(false, true)
  if (!/^\d{1,2}$/.test(value)) return verification(false, false)
  const isValid = Number(value) >= 1 && Number(value) <= 12
  return verification(isValid, isValid)
}

/** Checks an expiry year of 2 or 4 digits: this year up to 19 years ahead. */
export function validateExpiryYear(
  year: string | number,
  now: Date = new Date(),
): Verification {
  const value = String(year).trim()
  if (!/^\d{0,4}$/.test(value)) return verification(false, false)
  if (fullYear(value, now) !== undefined) return verification(true, true)
  // Partial input stays potentially valid while it can still grow into a year of the window.
  const canGrow = expiryYears(now).some(
    (candidate) =>
      candidate.startsWith(value) ||
      (value.length < 2 && candidate.slice(2).startsWith(value)),
  )
  return verification(false, value.length < 4 && canGrow)
}

/** Checks a card expiry: a valid month and year, and in the current year a month not yet past. */
export function validateExpiry(
  month: string | number,
  year: string | number,
  now: Date = new Date(),
): Verification {
  const monthCheck = validateExpiryMonth(month)
  const yearCheck = validateExpiryYear(year, now)
  if (!monthCheck.isValid || !yearCheck.isValid) {
    return verification(
      false,
      monthCheck.isPotentiallyValid && yearCheck.isPotentiallyValid,
    )
  }
  // A card stays valid through the last day of its expiry month.
  const notPast =
    fullYear(String(year).trim(), now) !== now.getFullYear() ||
    Number(String(month).trim()) >= now.getMonth() + 1
  return verification(notPast, notPast)
}

/**
 * Reads an MM/YY expiry (year read as 20YY): its month and four-digit year, or `fallback` when the
 * input is malformed or the expiry is already past.
 */
export function parseExpiryMMYY<F>(
  input: string,
  fallback: F,
  now: Date = new Date(),
): ExpiryDate | F {
  const match = MMYY.exec(input.trim())
  if (!match) return fallback
  const [, mm = '', yy = ''] = match
  const month = Number(mm)
  const year = 2000 + Number(yy)
  const currentYear = now.getFullYear()
  if (year < currentYear) return fallback
  if (year === currentYear && month < now.getMonth() + 1) return fallback
  return { month, year }
}

// This year up to 19 years ahead, as four-digit strings.
function expiryYears(now: Date): string[] {
  const first = now.getFullYear()
  return Array.from({ length: MAX_EXPIRY_YEARS_AHEAD + 1 }, (_, offset) =>
    String(first + offset),
  )
}

// The year of the window a 2- or 4-digit year stands for; a 2-digit year wraps past a century end.
function fullYear(value: string, now: Date): number | undefined {
  const match = expiryYears(now).find((candidate) =>
    value.length === 2 ? candidate.slice(2) === value : candidate === value,
  )
  return match === undefined ? undefined : Number(match)
}
