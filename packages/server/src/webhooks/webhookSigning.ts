import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

// Deliveries are signed as Standard Webhooks (standardwebhooks.com) signs them, with its own
// library: HMAC-SHA256 over "{webhook-id}.{webhook-timestamp}.{body}", keyed with the secret's
// base64 after 'whsec_'. Receivers verify with any of its libraries or the recipe in the API
// document.

/** A new signing secret: 'whsec_' and 32 random bytes in base64. */
export const newWebhookSecret = (): string =>
  `whsec_${randomBytes(32).toString('base64')}`

export interface SignedHeaders {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

/**
 * The headers of one try: the event's id, the try's time in whole seconds, and a signature by
 * each secret that signs now (two, for a day after a rotation), space-separated.
 */
export function signedHeaders(
  eventId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): SignedHeaders {
  const seconds = Math.floor(at.getTime() / 1000)
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(eventId, at, body))
      .join(' '),
  }
}

/** The secrets that sign at `at`: the current one, and the one before while it still may. */
export function signingSecrets(
  webhook: {
    secret: string
    old_secret: string | null
    old_secret_until: string | null
  },
  at: Date,
): string[] {
  return webhook.old_secret &&
    webhook.old_secret_until &&
    webhook.old_secret_until > at.toISOString()
    ? [webhook.secret, webhook.old_secret]
    : [webhook.secret]
}
