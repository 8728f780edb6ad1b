import cardValidator from 'card-validator'
import { verification, type Verification } from './verification'

/** Longest cardholder name accepted (SPEC 9). */
export const MAX_CARDHOLDER_NAME_LENGTH = 255

/** Checks a cardholder name: not empty, at most 255 characters, not only digits, spaces or hyphens. */
export function validateCardholderName(input: string): Verification {
  // card-validator's own limit is the same 255 characters.
  const { isValid, isPotentiallyValid } = cardValidator.cardholderName(input)
  return verification(isValid, isPotentiallyValid)
}
