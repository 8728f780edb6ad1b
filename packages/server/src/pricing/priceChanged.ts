import { ApiProblem } from '#http/errors'

/** 409 price_changed, carrying the server's new quote for the guest to see before trying again. */
export function priceChanged(quote: unknown): ApiProblem {
  return new ApiProblem(
    409,
    'price_changed',
    'The price of this stay has changed since you saw it. Please check the new total and book again.',
    { expectedTotal: 'price_changed' },
    quote,
  )
}
