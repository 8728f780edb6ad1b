import cardValidator from 'card-validator'
import type { CardBrand } from './cardBrand'
import { verification, type Verification } from './verification'

/** Digits in a brand's security code: 4 for american-express, 3 for the others (SPEC 9). */
export function securityCodeLength(brand: CardBrand): number {
  return cardValidator.creditCardType.getTypeInfo(brand).code.size
}

/** Checks a security code: digits only, 3 of them, or 4 for american-express; 3 or 4 while the brand is unknown. */
export function validateSecurityCode(
  input: string,
  brand: CardBrand | undefined,
): Verification {
  const lengths = brand ? [securityCodeLength(brand)] : [3, 4]
  const { isValid, isPotentiallyValid } = cardValidator.cvv(input, lengths)
  return verification(isValid, isPotentiallyValid)
}
