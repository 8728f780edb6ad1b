/** Which gateway takes the guests' cards, and where (decision 040). */
export interface GatewaySettings {
  /** Stripe itself, or the built-in test gateway, which answers as Stripe does. */
  kind: 'stripe' | 'test'
  secretKey: string
  /** For the card page only. */
  publishableKey: string
  /** Where the API answers when it is not Stripe's own (the test gateway). */
  apiBase: URL | undefined
  /** The card page the widget opens: the test gateway's, or the site's own (Stripe). */
  cardPage: URL
  /** The secret the gateway signs its webhooks with (Stripe's whsec_...). */
  webhookSecret: string
}

const TEST_GATEWAY_URL = 'http://127.0.0.1:3190'

/**
 * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY select Stripe; without them the built-in test
 * gateway at TEST_GATEWAY_URL, which a production server refuses, as it refuses Stripe's test
 * keys: neither takes a guest's money.
 */
export function readGatewaySettings(
  env: NodeJS.ProcessEnv,
  publicBaseUrl: string,
): GatewaySettings {
  const production = env.NODE_ENV === 'production'
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim()
  if (secretKey || publishableKey) {
    if (!secretKey?.startsWith('sk_') || !publishableKey?.startsWith('pk_'))
      throw new Error(
        'STRIPE_SECRET_KEY (sk_...) and STRIPE_PUBLISHABLE_KEY (pk_...) must be set together',
      )
    if (production && secretKey.startsWith('sk_test_'))
      throw new Error(
        'STRIPE_SECRET_KEY is a test key: a production server takes guests’ money with a live key',
      )
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? ''
    if (production && !webhookSecret.startsWith('whsec_'))
      throw new Error(
        'STRIPE_WEBHOOK_SECRET (whsec_...) must be set in production: Stripe’s events are checked by it',
      )
    return {
      kind: 'stripe',
      secretKey,
      publishableKey,
      apiBase: undefined,
      cardPage: new URL('/payment/card', publicBaseUrl),
      webhookSecret,
    }
  }
  if (production)
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set when NODE_ENV is production: the built-in test gateway takes test cards only',
    )
  const apiBase = new URL(env.TEST_GATEWAY_URL?.trim() || TEST_GATEWAY_URL)
  return {
    kind: 'test',
    secretKey: env.TEST_GATEWAY_SECRET_KEY?.trim() || 'sk_test_resort',
    publishableKey:
      env.TEST_GATEWAY_PUBLISHABLE_KEY?.trim() || 'pk_test_resort',
    apiBase,
    cardPage: new URL('/card', apiBase),
    webhookSecret:
      env.TEST_GATEWAY_WEBHOOK_SECRET?.trim() || 'whsec_test_resort',
  }
}
