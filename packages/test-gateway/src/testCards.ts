import {
  toStripeBrand,
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
} from '@resort/core/validation'

/**
 * What the test gateway's "issuer" does with a card: Stripe's published test numbers for the
 * outcomes the booking flow meets (decision 040). Any other card that passes SPEC 5's checks is
 * approved.
 */
export type CardOutcome =
  | 'approved'
  | 'authentication_required'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  /** Saved for later without a word, declined whenever it is charged (Stripe's …0341). */
  | 'declines_later'

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4000002500003155': 'authentication_required',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000000341': 'declines_later',
}

export interface CheckedCard {
  brand: string
  last4: string
  expMonth: number
  expYear: number
  outcome: CardOutcome
}

/** Stripe's card error codes for a card that fails SPEC 5's checks. */
export type CardProblem =
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'invalid_cvc'

/** A typed card checked by SPEC 5's rules, as the card page and the gateway both check it. */
export function checkCard(card: {
  number: string
  expMonth: string
  expYear: string
  cvc: string
}): CheckedCard | CardProblem {
  const number = card.number.replace(/[\s-]/g, '')
  const { brand, isValid } = validateCardNumber(number)
  if (!isValid || !brand) return 'incorrect_number'
  const expiry = validateExpiry(card.expMonth, card.expYear)
  if (!expiry.isValid)
    return Number(card.expMonth) >= 1 && Number(card.expMonth) <= 12
      ? 'invalid_expiry_year'
      : 'invalid_expiry_month'
  if (!validateSecurityCode(card.cvc, brand).isValid) return 'invalid_cvc'
  const year = Number(card.expYear)
  return {
    brand: toStripeBrand(brand),
    last4: number.slice(-4),
    expMonth: Number(card.expMonth),
    expYear: year < 100 ? 2000 + year : year,
    outcome: TEST_CARDS[number] ?? 'approved',
  }
}
