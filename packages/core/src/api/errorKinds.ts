/** Error kinds of SPEC 8 (generic, missing_params, cancelled), plus those the server adds. */
export const ERROR_KINDS = [
  'generic',
  'missing_params',
  'cancelled',
  'not_found',
  'conflict',
  'rate_limited',
  'sold_out',
  'price_changed',
  'payment_declined',
  // The card step is not done: the intent is unknown, used, or not confirmed (decision 040).
  'payment_incomplete',
  // The gateway did not answer: nothing was taken, the guest may try again.
  'payment_unavailable',
  'not_editable',
  'idempotency_conflict',
  'unauthorized',
  // Signed in, but not allowed: not an admin, or an admin session without its second factor.
  'forbidden',
  // A mailed link that is unknown, used or past its time (all alike: nothing to learn from it).
  'link_invalid',
] as const

export type ErrorKind = (typeof ERROR_KINDS)[number]

/** The HTTP status each kind is answered with (a missing XSRF token is a 403 'generic'). */
export const ERROR_STATUS: Readonly<Record<ErrorKind, number>> = {
  missing_params: 400,
  unauthorized: 401,
  forbidden: 403,
  payment_declined: 402,
  payment_incomplete: 409,
  payment_unavailable: 503,
  not_found: 404,
  cancelled: 409,
  conflict: 409,
  sold_out: 409,
  price_changed: 409,
  not_editable: 409,
  idempotency_conflict: 422,
  link_invalid: 410,
  rate_limited: 429,
  generic: 500,
}

/** True for a kind this version knows; a newer server's kind reads as 'generic'. */
export const isErrorKind = (value: unknown): value is ErrorKind =>
  (ERROR_KINDS as readonly unknown[]).includes(value)
