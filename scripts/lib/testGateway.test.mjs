import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, wantsTestGateway } from './testGateway.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** A port nothing listens on now (not the 3190 `npm start` may be using). */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

let gateway
let url = ''
beforeAll(async () => {
  // The unit tests run before the build: the gateway is built here, in a second.
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: new URL('../../packages/test-gateway/', import.meta.url),
  })
  url = `http://127.0.0.1:${await freePort()}`
  gateway = await startTestGateway(root, {
    ...process.env,
    TEST_GATEWAY_URL: url,
    PUBLIC_BASE_URL: 'http://localhost:3300',
  })
}, 30_000)
afterAll(() => gateway?.stop())

describe('the test gateway npm start runs (decision 040)', () => {
  it('runs only without Stripe keys and outside production', () => {
    expect(wantsTestGateway({})).toBe(true)
    expect(wantsTestGateway({ STRIPE_SECRET_KEY: 'sk_live_1' })).toBe(false)
    expect(wantsTestGateway({ NODE_ENV: 'production' })).toBe(false)
  })

  it('serves its card page to the site it was started for, and to no other parent', async () => {
    expect(gateway.url).toBe(url)
    const intent = await fetch(`${url}/v1/setup_intents`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_resort',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'usage=off_session',
    }).then((answer) => answer.json())
    const page = (parent) =>
      fetch(
        `${url}/card?${new URLSearchParams({ secret: intent.client_secret, parent })}`,
      )
    expect((await page('http://localhost:3300')).status).toBe(200)
    expect((await page('https://elsewhere.example')).status).toBe(403)
  })

  it('says so when its port is taken, leaving nothing running', async () => {
    await expect(
      startTestGateway(root, { ...process.env, TEST_GATEWAY_URL: url }),
    ).rejects.toThrow(/did not start/)
  }, 30_000)
})
