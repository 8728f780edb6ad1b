import * as z from 'zod/mini'
import { CARD_BRANDS, type CardBrand } from './cardBrand'
import {
  MAX_CARDHOLDER_NAME_LENGTH,
  validateCardholderName,
} from './cardholderName'
import { validateCardNumber } from './cardNumber'
import {
  validateExpiry,
  validateExpiryMonth,
  validateExpiryYear,
} from './expiry'
import {
  addCode,
  MAX_TEXT_LENGTH,
  requiredText,
  whenValid,
} from './schemaParts'
import { validateSecurityCode } from './securityCode'

export interface CardFormOptions {
  /** Brands the property accepts (SPEC 5); every brand of CARD_BRANDS when left out. */
  allowedBrands?: readonly CardBrand[]
  /** Skips the mod-10 checksum of the card number. */
  skipLuhn?: boolean
  /** The clock expiry is checked against; a function, so a long-lived schema never goes stale. */
  now?: () => Date
}

/** Builds the payment card form schema for a property's accepted brands; issue messages are validation error codes. */
export function createCardFormSchema({
  allowedBrands = CARD_BRANDS,
  skipLuhn = false,
  now = () => new Date(),
}: CardFormOptions = {}) {
  return z
    .object(
      {
        cardholderName: requiredText(MAX_CARDHOLDER_NAME_LENGTH, [
          (value) => validateCardholderName(value).isValid,
          'cardholder_name_invalid',
        ]),
        // Output as bare digits: spaces and hyphens are only typing aids.
        cardNumber: requiredText(
          MAX_TEXT_LENGTH,
          [
            (value) => validateCardNumber(value, { skipLuhn }).isValid,
            'card_number_invalid',
          ],
          [
            (value) =>
              validateCardNumber(value, { allowedBrands, skipLuhn }).isValid,
            'card_brand_not_accepted',
          ],
        ).check(z.overwrite((value) => value.replace(/[\s-]/g, ''))),
        expiryMonth: requiredText(MAX_TEXT_LENGTH, [
          (value) => validateExpiryMonth(value).isValid,
          'expiry_month_invalid',
        ]),
        expiryYear: requiredText(MAX_TEXT_LENGTH, [
          (value) => validateExpiryYear(value, now()).isValid,
          'expiry_year_invalid',
        ]),
        securityCode: requiredText(MAX_TEXT_LENGTH, [
          (value) => validateSecurityCode(value, undefined).isValid,
          'security_code_invalid',
        ]),
      },
      { error: 'invalid_type' },
    )
    .check(
      z.superRefine(
        (card, ctx) => {
          if (
            !validateExpiry(card.expiryMonth, card.expiryYear, now()).isValid
          ) {
            addCode(ctx, 'card_expired', 'expiryMonth')
          }
        },
        whenValid('expiryMonth', 'expiryYear'),
      ),
      z.superRefine(
        (card, ctx) => {
          // The security code's length depends on the brand the number shows (4 for american-express).
          const { brand } = validateCardNumber(card.cardNumber, { skipLuhn })
          if (!validateSecurityCode(card.securityCode, brand).isValid) {
            addCode(ctx, 'security_code_invalid', 'securityCode')
          }
        },
        whenValid('cardNumber', 'securityCode'),
      ),
    )
}

/** The card form schema accepting every brand of CARD_BRANDS. */
export const cardFormSchema = createCardFormSchema()

export type CardFormSchema = ReturnType<typeof createCardFormSchema>

/** Card form values as a form holds them. */
export type CardFormInput = z.input<CardFormSchema>

/** Card form values once validated: trimmed, card number as bare digits. */
export type CardForm = z.output<CardFormSchema>
