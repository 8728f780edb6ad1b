import parsePhoneNumber, {
  isSupportedCountry,
  validatePhoneNumberLength,
} from 'libphonenumber-js'
import { verification, type Verification } from './verification'

// The generic limits of SPEC 5. libphonenumber-js applies the same ones; they are stated here so
// the rule does not rest on the library's internals.
const MIN_NATIONAL_NUMBER_DIGITS = 2
const MAX_NATIONAL_NUMBER_DIGITS = 17
const MAX_CALLING_CODE_DIGITS = 3

const INITIAL_PHONE = /^\+\d+$/

/**
 * Checks a phone number's length for its country: 2 to 17 national digits and a calling code of up
 * to 3 digits. `country` (ISO 3166-1 alpha-2) reads numbers written without a +calling code.
 */
export function validatePhoneNumber(
  input: string,
  country?: string,
): Verification {
  const value = input.trim()
  if (value === '' || value === '+') return verification(false, true)
  const defaultCountry =
    country !== undefined && isSupportedCountry(country) ? country : undefined
  // Default 'min' metadata: the length for the country is checked, not the digit patterns, which
  // keeps the widget bundle small and never rejects a newly issued number range.
  const lengthProblem = validatePhoneNumberLength(value, defaultCountry)
  if (lengthProblem === 'TOO_SHORT') return verification(false, true)
  if (lengthProblem) return verification(false, false)
  const phone = parsePhoneNumber(value, { defaultCountry, extract: false })
  const isValid =
    phone !== undefined &&
    phone.isPossible() &&
    phone.nationalNumber.length >= MIN_NATIONAL_NUMBER_DIGITS &&
    phone.nationalNumber.length <= MAX_NATIONAL_NUMBER_DIGITS &&
    phone.countryCallingCode.length <= MAX_CALLING_CODE_DIGITS
  return verification(isValid, isValid)
}

/** True for a stored phone value the phone field can start from: a plus sign, then digits only. */
export function isValidInitialPhone(value: string): boolean {
  return INITIAL_PHONE.test(value)
}

/** A profile phone to prefill the guest form with, or undefined when it fails either phone check. */
export function keepProfilePhone(
  phone: string | null | undefined,
): string | undefined {
  if (!phone || !isValidInitialPhone(phone)) return undefined
  return validatePhoneNumber(phone).isValid ? phone : undefined
}
