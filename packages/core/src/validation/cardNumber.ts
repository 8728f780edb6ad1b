import cardValidator from 'card-validator'
import {
  acceptedBrand,
  CARD_BRANDS,
  isDetectedCardBrand,
  type CardBrand,
  type DetectedCardBrand,
} from './cardBrand'
import { cardTypes } from './cardTypes'
import { verification, type Verification } from './verification'

/** Longest card number any accepted brand issues (SPEC 9). */
export const MAX_CARD_NUMBER_DIGITS = 19

// Fewer digits than this fit several brands at once, so nothing is checked or named yet (SPEC 5).
const MIN_DIGITS_TO_CHECK = 2

const SEPARATORS = /[\s-]/g

export interface CardNumberOptions {
  /** Brands the property accepts; every brand of CARD_BRANDS when left out. */
  allowedBrands?: readonly CardBrand[]
  /** Skips the mod-10 (Luhn) checksum. */
  skipLuhn?: boolean
}

export interface CardNumberVerification extends Verification {
  /** The detected brand, once the digits point to exactly one (vielectron for Visa Electron). */
  brand: DetectedCardBrand | undefined
}

const result = (
  isValid: boolean,
  isPotentiallyValid: boolean,
  brand?: DetectedCardBrand,
): CardNumberVerification => ({
  ...verification(isValid, isPotentiallyValid),
  brand,
})

/** Checks a typed card number: digits of an allowed brand, a length that brand issues, and the mod-10 checksum. */
export function validateCardNumber(
  input: string,
  { allowedBrands = CARD_BRANDS, skipLuhn = false }: CardNumberOptions = {},
): CardNumberVerification {
  const digits = input.replace(SEPARATORS, '')
  if (!/^\d*$/.test(digits)) return result(false, false)
  // Visa Electron is known before card-validator looks at the digits.
  cardTypes()
  const couldBeAllowed = allowedBrands.some((brand) =>
    startsLike(digits, brand),
  )
  if (digits.length < MIN_DIGITS_TO_CHECK) return result(false, couldBeAllowed)
  const check = cardValidator.number(digits, {
    maxLength: MAX_CARD_NUMBER_DIGITS,
    // card-validator skips the checksum for UnionPay by default; SPEC 5 applies it to every brand.
    luhnValidateUnionPay: true,
    skipLuhnValidation: skipLuhn,
  })
  // No card: either no brand fits, or several still do and more digits will tell.
  if (!check.card)
    return result(false, check.isPotentiallyValid && couldBeAllowed)
  const brand = check.card.type
  // card-validator also knows brands the product does not take (troy, verve, naranja).
  if (!isDetectedCardBrand(brand)) return result(false, false)
  if (!allowedBrands.includes(acceptedBrand(brand)))
    return result(false, false, brand)
  return result(check.isValid, check.isPotentiallyValid, brand)
}

/** Groups a card number's digits in fours for display, keeping at most 19 digits. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, MAX_CARD_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

// card-validator's creditCardType reaches us as a namespace object whose detector function is lost
// in the CommonJS interop (getTypeInfo survives), so prefixes are matched here against the
// brand's own patterns, the way credit-card-type matches them.
function startsLike(digits: string, brand: CardBrand): boolean {
  const { patterns } = cardTypes().getTypeInfo(brand)
  return patterns.some((pattern) =>
    Array.isArray(pattern)
      ? inPrefixRange(digits, pattern)
      : sharesPrefix(digits, String(pattern)),
  )
}

function sharesPrefix(digits: string, prefix: string): boolean {
  return digits.startsWith(prefix) || prefix.startsWith(digits)
}

function inPrefixRange(digits: string, range: number[]): boolean {
  const [min = 0, max = 0] = range
  const length = Math.min(digits.length, String(min).length)
  const head = Number(digits.slice(0, length))
  return (
    head >= Number(String(min).slice(0, length)) &&
    head <= Number(String(max).slice(0, length))
  )
}
