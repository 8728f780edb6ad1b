import { validateCardNumber } from './cardNumber'

// 13 to 19 digits, each perhaps after one space or hyphen, as people write card numbers down.
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g

/**
 * True when a text carries what reads as a payment card number: a run of digits of a brand's
 * length and prefix whose checksum is right (decision 040: no card number reaches the server).
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN))
    if (validateCardNumber(match[0]).isValid) return true
  return false
}
