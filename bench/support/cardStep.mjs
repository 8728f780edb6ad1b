// The card step of a booking as the widget and the card page make it (decision 040), for the
// benchmarks: card-payment on the server, then the test card confirmed at the test gateway, which
// each run starts on a port of its own (scripts/lib/testGateway.mjs).
import { testCards } from '@resort/test-fixtures'
import { confirmWithTestCard } from '../../packages/test-gateway/dist/testCardCalls.mjs'
import { startTestGateway } from '../../scripts/lib/testGateway.mjs'
import { freePort } from '../lib.mjs'

const KEYS = { secret: 'sk_test_bench', publishable: 'pk_test_bench' }

/** Starts the built test gateway; `env` is what points a server at it. */
export async function startBenchGateway(root) {
  const url = `http://127.0.0.1:${await freePort()}`
  const gateway = await startTestGateway(root, {
    ...process.env,
    TEST_GATEWAY_URL: url,
    TEST_GATEWAY_SECRET_KEY: KEYS.secret,
    TEST_GATEWAY_PUBLISHABLE_KEY: KEYS.publishable,
  })
  return {
    stop: gateway.stop,
    env: {
      TEST_GATEWAY_URL: url,
      TEST_GATEWAY_SECRET_KEY: KEYS.secret,
      TEST_GATEWAY_PUBLISHABLE_KEY: KEYS.publishable,
    },
  }
}

/**
 * A new-booking body with its card step done, or the card-payment answer that refused it (a
 * sold-out stay). A body that needs no card is returned as it is.
 */
export async function withCardStep(origin, body, signal) {
  if (body.paymentType === 'NOGUARANTEE') return { body }
  const { isPolicyAccepted: _accepted, ...details } = body
  const step = await fetch(`${origin}/api/v1/booking/card-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...details, parent: 'http://127.0.0.1:8080' }),
    signal,
  })
  const started = await step.json()
  if (!step.ok) return { refused: { status: step.status, answer: started } }
  const page = new URL(started.cardPage)
  const confirmed = await confirmWithTestCard(
    page.origin,
    KEYS.publishable,
    page.searchParams.get('secret') ?? '',
    testCards.visa,
  )
  if (confirmed.status !== 200)
    throw new Error(
      `card page ${confirmed.status}: ${JSON.stringify(confirmed.body)}`,
    )
  return { body: { ...body, payment: { intent: started.intent } } }
}
