/**
 * Every code the validation schemas put in an issue's message. Codes, not sentences: the UIs
 * translate them, and can test their translations against this list.
 */
export const VALIDATION_ERROR_CODES = [
  'required',
  'invalid_type',
  'too_long',
  'email_invalid',
  'country_invalid',
  'postal_code_invalid',
  'phone_invalid',
  'title_invalid',
  'gender_invalid',
] as const

export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[number]

/** True for a message that is one of the validation error codes. */
export function isValidationErrorCode(
  value: unknown,
): value is ValidationErrorCode {
  return (VALIDATION_ERROR_CODES as readonly unknown[]).includes(value)
}
