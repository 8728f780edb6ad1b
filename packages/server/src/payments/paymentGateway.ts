import type { CardBrand } from '@resort/core/validation'

// The gateway as the booking server uses it (decision 040): intents and tokens in and out, never
// a card number. The guest types the card on the card page, which confirms the intent this side
// started; the server then reads what the gateway says of the intent and its card.

/** What the server keeps of a card: never its number or security code. */
export interface CardOnFile {
  /** The gateway's payment method: a token for later charges. */
  paymentMethod: string
  /** The gateway's customer the card is saved to, for off-session charges. */
  customer: string | null
  brand: CardBrand | 'unknown'
  last4: string
  /** MM/yyyy */
  expiry: string
}

/** An intent as the gateway reports it once the card page is done with it. */
export type IntentState =
  | {
      status: 'confirmed'
      card: CardOnFile
      /** Minor units held for a later capture, and taken. */
      held: number
      taken: number
    }
  | { status: 'awaiting_authentication' }
  | { status: 'awaiting_card'; failure?: { code: string; message: string } }
  | { status: 'cancelled' }

export interface StartedIntent {
  intent: string
  /** For the card page only: it confirms the intent with it. */
  clientSecret: string
}

/** A webhook event, its signature checked: which intent it is about, if any. */
export interface GatewayEvent {
  id: string
  type: string
  intent: string | null
}

interface Guest {
  email: string
  name: string
}

export interface PaymentGateway {
  /** The built-in test gateway: the payment step says "test mode". */
  readonly testMode: boolean
  /** A card kept for later charges (a guarantee, or a card on file for fees). */
  startGuarantee(input: {
    reference: string
    guest: Guest
  }): Promise<StartedIntent>
  /** A prepayment: taken at once, or held for a capture when `hold`. */
  startPayment(input: {
    reference: string
    guest: Guest
    amount: number
    currency: string
    hold: boolean
  }): Promise<StartedIntent>
  readIntent(intent: string): Promise<IntentState>
  /** Takes what was held, or part of it. */
  capture(intent: string, amount?: number): Promise<{ taken: number }>
  /** Gives back what an intent that did not become a booking holds or took, in any state. */
  release(intent: string): Promise<void>
  /** Gives back part or all of what an intent took; the same key twice refunds once. */
  refund(
    intent: string,
    amount?: number,
    idempotencyKey?: string,
  ): Promise<{ refund: string; amount: number }>
  /** Reads a webhook's body by its signature header; throws when the signature is not the gateway's. */
  readEvent(body: string, signature: string): GatewayEvent
  /** The guest's customer at the gateway goes, with its name, address and cards (GDPR erasure). */
  forgetCustomer(customer: string): Promise<void>
  /** The card is no longer kept (a booking cancelled free): it can never be charged again. */
  forgetCard(paymentMethod: string): Promise<void>
  /**
   * Charges the card on file without the guest: a fee (no-show, late cancellation) or a payment
   * the rate's policy asks for later; with `hold`, the amount is only held for a later capture.
   */
  chargeCardOnFile(input: {
    card: Pick<CardOnFile, 'paymentMethod' | 'customer'>
    amount: number
    currency: string
    reference: string
    /** The same key twice charges once. */
    idempotencyKey: string
    hold?: boolean
  }): Promise<
    | { status: 'taken' | 'held'; intent: string }
    | { status: 'failed'; code: string; message: string }
  >
}
