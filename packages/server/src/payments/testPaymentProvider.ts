import { randomBytes } from 'node:crypto'
import {
  toProviderCode,
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
} from '@resort/core/validation'
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentResult,
} from './paymentProvider'

/**
 * Card numbers the test provider declines, as gateways document for their test modes: they
 * pass every format check and are declined by the "issuer".
 */
const DECLINED_TEST_CARDS = {
  insufficientFunds: '4000000000009995',
  genericDecline: '4000000000000002',
  lostCard: '4000000000009987',
} as const

const declined = new Set<string>(Object.values(DECLINED_TEST_CARDS))

/** A payment provider in test mode: validates like a gateway, tokenizes, declines the documented numbers. */
export function createTestPaymentProvider(): PaymentProvider & {
  voided: Set<string>
} {
  const voided = new Set<string>()
  return {
    name: 'test',
    voided,
    async authorize({
      card,
      allowedBrands,
    }: PaymentRequest): Promise<PaymentResult> {
      const number = card.cardNumber.replace(/[\s-]/g, '')
      const checked = validateCardNumber(number, { allowedBrands })
      if (!checked.brand || !validateCardNumber(number).isValid) {
        return {
          approved: false,
          reason: 'invalid_card',
          message: 'The card number is not valid.',
        }
      }
      if (!checked.isValid) {
        return {
          approved: false,
          reason: 'brand_not_accepted',
          message: 'This property does not accept this card brand.',
        }
      }
      if (
        !validateExpiry(card.expiryMonth, card.expiryYear).isValid ||
        !validateSecurityCode(card.securityCode, checked.brand).isValid
      ) {
        return {
          approved: false,
          reason: 'invalid_card',
          message: 'The expiry date or security code is not valid.',
        }
      }
      if (declined.has(number)) {
        return {
          approved: false,
          reason: 'declined',
          message:
            'The card was declined by its bank. Please use another card.',
        }
      }
      const year =
        card.expiryYear.length === 2 ? `20${card.expiryYear}` : card.expiryYear
      return {
        approved: true,
        authorizationId: `auth_${randomBytes(12).toString('hex')}`,
        card: {
          token: `tok_test_${randomBytes(16).toString('hex')}`,
          brand: checked.brand,
          providerCode: toProviderCode(checked.brand) ?? null,
          last4: number.slice(-4),
          expiry: `${card.expiryMonth.padStart(2, '0')}/${year}`,
        },
      }
    },
    async void(authorizationId: string): Promise<void> {
      voided.add(authorizationId)
    },
  }
}
