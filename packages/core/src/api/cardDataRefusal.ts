import * as z from 'zod'
import { containsCardNumber } from '../validation/cardNumberInText'

// Decision 040: card numbers are typed on the card page and go to the gateway only. A request
// that carries one anyway (a `card` object, or a number written into a comment) is refused, so
// that it is never stored, mailed or logged.

/** A key no booking request may have: the card as the old widget sent it. */
export const noCardField = {
  card: z.optional(z.never({ error: 'card_data_refused' })),
}

// Fields whose long digit runs are their own (a phone number), not a card's.
const OWN_DIGITS = new Set<PropertyKey>(['phonenumber'])

/** Refuses every text of a request that reads as a card number, at its path. */
export function refuseCardNumbers(
  value: unknown,
  context: z.core.$RefinementCtx,
  path: PropertyKey[] = [],
): void {
  if (typeof value === 'string') {
    if (containsCardNumber(value))
      context.addIssue({ code: 'custom', message: 'card_number_in_text', path })
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      refuseCardNumbers(item, context, [...path, index]),
    )
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      if (!OWN_DIGITS.has(key)) refuseCardNumbers(item, context, [...path, key])
  }
}
