import { describe, expect, it } from 'vitest'
import { containsCardNumber } from './cardNumberInText'

describe('a card number written in a text (decision 040)', () => {
  it.each([
    '4111111111111111',
    'my card is 4111 1111 1111 1111, exp 12/29',
    'Amex 3782-822463-10005 please',
    'use 5555555555554444',
  ])('is found in %j', (text) => expect(containsCardNumber(text)).toBe(true))

  it.each([
    'Arriving late, around 23:00',
    'Call me on +385 91 234 5678',
    // Right length and prefix, wrong checksum: not a card.
    '4111111111111112',
    'Order 1234567890123 for the transfer',
    '',
  ])('is not found in %j', (text) =>
    expect(containsCardNumber(text)).toBe(false),
  )
})
