import parsePhoneNumber, {
  isSupportedCountry,
  validatePhoneNumberLength,
} from 'libphonenumber-js'
import {
  isValidInitialPhone,
  MAX_CALLING_CODE_DIGITS,
  MAX_NATIONAL_NUMBER_DIGITS,
  MIN_NATIONAL_NUMBER_DIGITS,
} from './phoneDigits'
import { verification, type Verification } from './verification'

/**
 * The server's phone check: the country's numbering plan (libphonenumber-js), within SPEC 5's
 * generic limits (libphonenumber applies the same ones; they are stated so the rule does not rest
 * on its internals). Checks a phone number's length for its country: 2 to 17 national digits and a calling code of up
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
  // never rejects a newly issued number range.
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

/**
 * A profile phone the server accepts as a guest's: a plus sign and digits, and a number of its
 * country's numbering plan. The browser's prefill uses `keepProfilePhoneDigits`.
 */
export function keepProfilePhone(
  phone: string | null | undefined,
): string | undefined {
  if (!phone || !isValidInitialPhone(phone)) return undefined
  return validatePhoneNumber(phone).isValid ? phone : undefined
}

/**
 * A valid phone number in its international form (+ and digits, E.164), read with `country`
 * when written without its calling code; undefined when it is not valid. What the profile keeps,
 * so that the number passes both checks of the guest form's prefill (SPEC 5).
 */
export function internationalPhone(
  input: string,
  country?: string,
): string | undefined {
  if (!validatePhoneNumber(input, country).isValid) return undefined
  const defaultCountry =
    country !== undefined && isSupportedCountry(country) ? country : undefined
  return parsePhoneNumber(input.trim(), { defaultCountry, extract: false })
    ?.number
}
