import { buildTestGateway } from './server'

// The built-in test gateway as a process of its own (decision 040), on loopback: `npm start` and
// the e2e tests start it beside the booking server. It takes test cards only.

if (process.env.NODE_ENV === 'production') {
  console.error(
    'The built-in test gateway takes test cards only and does not run in production.',
  )
  process.exit(1)
}

const port = Number(process.env.TEST_GATEWAY_PORT ?? 3190)
const { app, webhooks } = buildTestGateway({
  secretKey: process.env.TEST_GATEWAY_SECRET_KEY ?? 'sk_test_resort',
  publishableKey: process.env.TEST_GATEWAY_PUBLISHABLE_KEY ?? 'pk_test_resort',
  allowedParents: (process.env.TEST_GATEWAY_PARENTS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  // Run from dist/main.mjs: the card page's script is bundled from the package's source.
  cardScriptEntry: new URL('../src/cardPage/script.ts', import.meta.url),
})
// Where the booking server hears of changes, signed with the endpoint's secret (its
// TEST_GATEWAY_WEBHOOK_SECRET); none are sent without an address.
const webhookUrl = process.env.TEST_GATEWAY_WEBHOOK_URL?.trim()
if (webhookUrl)
  webhooks.setEndpoint(
    webhookUrl,
    process.env.TEST_GATEWAY_WEBHOOK_SECRET?.trim() || 'whsec_test_resort',
  )
await app.listen({ port, host: '127.0.0.1' })
console.log(`Test gateway (test cards only) on http://127.0.0.1:${port}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)))
