import type { CardPageAnswer } from '../cardPageCalls'

/** What the card page does next with the gateway's answer. */
export type CardOutcome =
  | { kind: 'confirmed'; intent: string }
  | { kind: 'challenge' }
  /** A card that fails SPEC 5's checks: said at its field. */
  | { kind: 'field'; field: 'number' | 'expiry' | 'cvc'; code: string }
  /** The bank's no: said for the whole card, which another card may fix. */
  | { kind: 'refused'; code: string }

const FIELDS: Record<string, 'number' | 'expiry' | 'cvc'> = {
  incorrect_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_cvc: 'cvc',
}

/** The texts the page has for a bank's refusal; any other code is said as "generic". */
const REFUSALS = new Set([
  'card_declined',
  'insufficient_funds',
  'payment_intent_authentication_failure',
])

const refusal = (code: string | undefined): CardOutcome => ({
  kind: 'refused',
  code: code && REFUSALS.has(code) ? code : 'generic',
})

export function outcomeOf({ status, body }: CardPageAnswer): CardOutcome {
  if (status === 200 && body.id) {
    if (body.status === 'succeeded' || body.status === 'requires_capture')
      return { kind: 'confirmed', intent: body.id }
    if (body.status === 'requires_action') return { kind: 'challenge' }
    return refusal(
      (body.last_payment_error ?? body.last_setup_error)?.code ?? undefined,
    )
  }
  const code = body.error?.code
  const field = code ? FIELDS[code] : undefined
  if (code && field) return { kind: 'field', field, code }
  // A lost or stolen card is told as a plain decline, as Stripe advises.
  return refusal(
    code === 'card_declined' &&
      body.error?.decline_code === 'insufficient_funds'
      ? 'insufficient_funds'
      : code,
  )
}
