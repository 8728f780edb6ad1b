import type { ApiError } from './stripeObjects'
import type { CardOutcome } from './testCards'

/** A refusal as Stripe gives it: an HTTP status and its error object. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message)
  }
}

const DECLINES: Record<
  Exclude<CardOutcome, 'approved' | 'authentication_required'>,
  string
> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  declines_later: 'Your card was declined.',
}

export const missing = (kind: string, id: string) =>
  new GatewayError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  })

export const invalid = (message: string, param?: string) =>
  new GatewayError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
  })

/**
 * The test gateway's ledger: customers, cards, intents and refunds in memory, and the
 * transitions Stripe documents for a card payment. `authenticationUrl` is where a guest whose
 * bank asks for authentication is sent (the gateway's own challenge page).

/** The issuer's answer for a card: approved, authenticate first, or a decline as Stripe words it. */
export function issuerAnswer(
  outcome: CardOutcome,
  offSession: boolean,
  /** A card saved for later (a SetupIntent) rather than charged. */
  saving = false,
): ApiError | 'approved' | 'authenticate' {
  if (outcome === 'approved') return 'approved'
  if (outcome === 'declines_later' && saving) return 'approved'
  if (outcome === 'authentication_required')
    return offSession
      ? {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message:
            'Your card was declined. This transaction requires authentication.',
        }
      : 'authenticate'
  return {
    type: 'card_error',
    code: 'card_declined',
    decline_code:
      outcome === 'card_declined' || outcome === 'declines_later'
        ? 'generic_decline'
        : outcome,
    message: DECLINES[outcome],
  }
}
