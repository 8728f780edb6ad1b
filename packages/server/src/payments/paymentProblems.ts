import { ApiProblem } from '#http/errors'

/** The gateway did not answer (or answered nonsense): nothing was taken, the guest may retry. */
export function gatewayUnavailable(cause: unknown): never {
  throw Object.assign(
    new ApiProblem(
      503,
      'payment_unavailable',
      'The card service did not answer. Nothing was charged; please try again in a moment.',
    ),
    { cause },
  )
}

/** The card step this booking names is not usable: unknown, used, for another stay, unfinished. */
export const paymentIncomplete = (message: string) =>
  new ApiProblem(409, 'payment_incomplete', message, {
    payment: 'payment_incomplete',
  })
