import { verification, type Verification } from './verification'

/** Fewest letters and digits a postal code may have (SPEC 9). */
export const MIN_POSTAL_CODE_LENGTH = 3

const POSTAL_CODE_CHARACTERS = /^[a-z0-9\s-]*$/i

/** Checks a postal code: letters, digits, spaces and hyphens, with at least 3 letters or digits. */
export function validatePostalCode(input: string): Verification {
  // Not card-validator's postalCode: it wants the first three characters alphanumeric, which
  // refuses real codes such as Polish 00-950 or Latvian LV-1010.
  const value = input.trim()
  if (!POSTAL_CODE_CHARACTERS.test(value)) return verification(false, false)
  const alphanumerics = value.replace(/[\s-]/g, '').length
  return verification(alphanumerics >= MIN_POSTAL_CODE_LENGTH, true)
}
