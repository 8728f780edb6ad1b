import { describe, expect, it } from 'vitest'
import { readGatewaySettings } from './gatewaySettings'

const site = 'https://book.resort.example/'

describe('which gateway takes the cards (decision 040)', () => {
  it('is the built-in test gateway unless Stripe keys are set, its card page on its own origin', () => {
    expect(readGatewaySettings({}, site)).toEqual({
      kind: 'test',
      secretKey: 'sk_test_resort',
      publishableKey: 'pk_test_resort',
      apiBase: new URL('http://127.0.0.1:3190'),
      cardPage: new URL('http://127.0.0.1:3190/card'),
      webhookSecret: 'whsec_test_resort',
    })
    expect(
      readGatewaySettings({ TEST_GATEWAY_URL: 'http://127.0.0.1:4242' }, site)
        .cardPage.href,
    ).toBe('http://127.0.0.1:4242/card')
  })

  it("is Stripe with both keys, its card page on the site's origin", () => {
    expect(
      readGatewaySettings(
        { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
        site,
      ),
    ).toMatchObject({
      kind: 'stripe',
      apiBase: undefined,
      cardPage: new URL('https://book.resort.example/payment/card'),
    })
    expect(() =>
      readGatewaySettings({ STRIPE_SECRET_KEY: 'sk_test_1' }, site),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY/)
  })

  it('refuses to start in production with the test gateway or a Stripe test key', () => {
    expect(() => readGatewaySettings({ NODE_ENV: 'production' }, site)).toThrow(
      /test cards only/,
    )
    expect(() =>
      readGatewaySettings(
        {
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        },
        site,
      ),
    ).toThrow(/test key/)
    const live = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    }
    // Without the webhook secret, Stripe's events could not be told from forgeries.
    expect(() => readGatewaySettings(live, site)).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    )
    expect(
      readGatewaySettings({ ...live, STRIPE_WEBHOOK_SECRET: 'whsec_1' }, site)
        .kind,
    ).toBe('stripe')
  })
})
