// The built-in test gateway `npm start` runs beside the server when no Stripe keys are set
// (decision 040): a process of its own on loopback, so its card page has an origin of its own.
import { spawn } from 'node:child_process'
import path from 'node:path'

/** Whether `npm start` runs it: without Stripe's keys, and never in production. */
export function wantsTestGateway(env) {
  return (
    !env.STRIPE_SECRET_KEY?.trim() &&
    !env.STRIPE_PUBLISHABLE_KEY?.trim() &&
    env.NODE_ENV !== 'production'
  )
}

/**
 * Starts the built gateway at TEST_GATEWAY_URL (default http://127.0.0.1:3190), letting the
 * site (PUBLIC_BASE_URL, or localhost at PORT) and the examples server (:8080) open its card
 * page. Resolves once its card page's script answers, with its address and `stop`; rejects when
 * it cannot start (its port taken), with nothing left running.
 */
export async function startTestGateway(root, env) {
  const url = new URL(env.TEST_GATEWAY_URL?.trim() || 'http://127.0.0.1:3190')
  const site = env.PUBLIC_BASE_URL
    ? new URL(env.PUBLIC_BASE_URL).origin
    : `http://localhost:${env.PORT ?? 3000}`
  const parents = [
    site,
    `http://127.0.0.1:${env.PORT ?? 3000}`,
    'http://localhost:8080',
    'http://127.0.0.1:8080',
  ]
  const gateway = spawn(
    process.execPath,
    [path.join(root, 'packages/test-gateway/dist/main.mjs')],
    {
      env: {
        ...env,
        TEST_GATEWAY_PORT: url.port || '80',
        TEST_GATEWAY_PARENTS: parents.join(','),
        // Its webhooks go to the booking server (server/src/routes/paymentWebhook.ts).
        TEST_GATEWAY_WEBHOOK_URL: `http://127.0.0.1:${env.PORT ?? 3000}/api/v1/payments/webhook`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let exited = false
  gateway.on('exit', () => (exited = true))
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve(undefined)
      gateway.once('exit', () => resolve(undefined))
      gateway.kill('SIGTERM')
    })
  // Ready when it says it listens; a taken port ends it first.
  const started = await new Promise((resolve) => {
    let said = ''
    const timer = setTimeout(() => resolve(false), 10_000)
    gateway.stdout.on('data', (chunk) => {
      said += chunk
      if (said.includes('Test gateway')) {
        clearTimeout(timer)
        resolve(true)
      }
    })
    gateway.once('exit', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
  if (started) return { url: url.origin, stop }
  await stop()
  throw new Error(`the test gateway did not start on ${url.origin}`)
}
