import cardValidator from 'card-validator'
import type { DetectedCardBrand } from './cardBrand'
import { cardTypes } from './cardTypes'
import { verification, type Verification } from './verification'

/** Digits in a brand's security code: 4 for american-express, 3 for the others (SPEC 9). */
export function securityCodeLength(brand: DetectedCardBrand): number {
  return cardTypes().getTypeInfo(brand).code.size
}

/** Checks a security code: digits only, 3 of them, or 4 for american-express; 3 or 4 while the brand is unknown. */
export function validateSecurityCode(
  input: string,
  brand: DetectedCardBrand | undefined,
): Verification {
  const lengths = brand ? [securityCodeLength(brand)] : [3, 4]
  const { isValid, isPotentiallyValid } = cardValidator.cvv(input, lengths)
  return verification(isValid, isPotentiallyValid)
}
