import { verification, type Verification } from './verification'

// SPEC 5's generic limits for international numbers.
export const MIN_NATIONAL_NUMBER_DIGITS = 2
export const MAX_NATIONAL_NUMBER_DIGITS = 17
export const MAX_CALLING_CODE_DIGITS = 3

const SEPARATORS = /[\s().\-/]/g
const INTERNATIONAL_PREFIX = /^(\+|00)/
const DIGITS = /^\d+$/
const TRUNK_PREFIX = /^0/

/**
 * SPEC 5's generic phone rules, without any numbering plan: an international number (+ or 00)
 * has a calling code of up to 3 digits and a national number of 2 to 17; a number without one is
 * read with the guest's country and needs 2 to 17 national digits. Forms check this as the guest
 * types; the server also checks the country's numbering plan (`validatePhoneNumber`), which keeps
 * libphonenumber's metadata out of the widget.
 */
export function validatePhoneDigits(
  input: string,
  country?: string,
): Verification {
  const compact = input.trim().replace(SEPARATORS, '')
  if (compact === '' || compact === '+') return verification(false, true)
  const international = INTERNATIONAL_PREFIX.test(compact)
  const digits = compact.replace(INTERNATIONAL_PREFIX, '')
  if (!DIGITS.test(digits)) return verification(false, false)
  const national = international ? digits : digits.replace(TRUNK_PREFIX, '')
  const min = MIN_NATIONAL_NUMBER_DIGITS + (international ? 1 : 0)
  const max =
    MAX_NATIONAL_NUMBER_DIGITS + (international ? MAX_CALLING_CODE_DIGITS : 0)
  if (national.length > max) return verification(false, false)
  if (national.length < min) return verification(false, true)
  // A national number needs the country to say where it is.
  const isValid = international || country !== undefined
  return verification(isValid, isValid)
}

const INITIAL_PHONE = /^\+\d+$/

/** True for a stored phone value the phone field can start from: a plus sign, then digits only. */
export function isValidInitialPhone(value: string): boolean {
  return INITIAL_PHONE.test(value)
}

/**
 * SPEC 5: a profile phone prefills the guest form only when it passes both checks, a plus sign
 * and digits only, and the generic international rule (2 to 17 national digits, a calling code of
 * up to 3). Without libphonenumber's metadata, so the payment step stays small; the server still
 * checks the numbering plan when the booking is sent.
 */
export function keepProfilePhoneDigits(
  phone: string | null | undefined,
): string | undefined {
  if (!phone || !isValidInitialPhone(phone)) return undefined
  return validatePhoneDigits(phone).isValid ? phone : undefined
}
