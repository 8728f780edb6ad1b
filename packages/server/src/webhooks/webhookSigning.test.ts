import { WEBHOOK_OLD_SECRET_HOURS } from '@resort/core/api'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import {
  newWebhookSecret,
  signedHeaders,
  signingSecrets,
} from './webhookSigning'

describe('webhook signing (decision 049)', () => {
  it('signs with the old secret beside the new one until its day is over, then with the new one only', () => {
    const rotatedAt = new Date('2027-03-01T12:00:00.000Z')
    const until = new Date(
      rotatedAt.getTime() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000,
    )
    const webhook = {
      secret: newWebhookSecret(),
      old_secret: newWebhookSecret(),
      old_secret_until: until.toISOString(),
    }
    const body = '{"id":"evt_1"}'
    const within = new Date(until.getTime() - 1000)
    // Signed now (the library refuses a timestamp far from its clock) by the secrets of `within`.
    const headers = signedHeaders(
      'evt_1',
      new Date(),
      body,
      signingSecrets(webhook, within),
    )
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2)
    for (const secret of [webhook.secret, webhook.old_secret])
      expect(() =>
        new Webhook(secret).verify(body, { ...headers }),
      ).not.toThrow()
    expect(signingSecrets(webhook, until)).toEqual([webhook.secret])
    expect(signingSecrets({ ...webhook, old_secret: null }, within)).toEqual([
      webhook.secret,
    ])
  })
})
