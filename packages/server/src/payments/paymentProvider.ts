import type { CardBrand } from '@resort/core/validation'

/** The card as a guest typed it; it goes to the provider and nowhere else. */
interface CardDetails {
  cardholderName: string
  cardNumber: string
  expiryMonth: string
  expiryYear: string
  securityCode: string
}

export interface PaymentRequest {
  card: CardDetails
  /** Minor units to authorize now: 0 for a card guarantee (the card is only verified and kept). */
  amount: number
  currency: string
  allowedBrands: readonly CardBrand[]
  /** Our reference, shown on the guest's statement. */
  reference: string
}

/** What may be kept of a card: never its number or security code. */
interface StoredCard {
  token: string
  brand: CardBrand
  providerCode: string | null
  last4: string
  /** MM/yyyy */
  expiry: string
}

export type PaymentResult =
  | { approved: true; card: StoredCard; authorizationId: string }
  | {
      approved: false
      reason: 'declined' | 'invalid_card' | 'brand_not_accepted'
      message: string
    }

/**
 * A payment gateway as the booking flow uses it: authorize (or just verify and tokenize) a card,
 * and void an authorization when the booking cannot be completed. A real gateway implements the
 * same interface; the built-in one behaves like a gateway's test mode.
 */
export interface PaymentProvider {
  readonly name: string
  authorize(request: PaymentRequest): Promise<PaymentResult>
  void(authorizationId: string): Promise<void>
}
