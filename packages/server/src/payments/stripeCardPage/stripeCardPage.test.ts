import { createHash } from 'node:crypto'
import { testCards } from '@resort/test-fixtures'
import { confirmWithTestCard } from '@resort/test-gateway'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from '../../testing/api'
import {
  bookingBody,
  cardStepRequest,
  findOffer,
  postBooking,
} from '../../testing/bookingFixtures'
import {
  startTestServer,
  TEST_GATEWAY_KEYS,
  type TestServer,
} from '../../testing/testServer'

// Decision 040: with Stripe's keys the card page is the site's own, served by this server, with
// Stripe's Payment Element (and its wallets) in it. Stripe.js loads from js.stripe.com, which
// these machines cannot reach: these tests check what the server serves (the page, its CSP, its
// script and refusals), not Stripe.js in a browser.

const SITE = 'http://localhost:3000'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ gatewayKind: 'stripe' })
})
afterAll(async () => {
  await server.close()
})

async function cardStep(guarantee: string, lang = 'en') {
  const offer = await findOffer(server.baseUrl, { guarantee, startInDays: 70 })
  const body = { ...bookingBody(offer), lang }
  const step = await post(server.baseUrl, '/api/v1/booking/card-payment', {
    ...cardStepRequest(body),
    parent: SITE,
  })
  expect(step.status).toBe(200)
  return { body, step: step.body }
}

/** The card page as the frame would load it, on this server. */
const open = (cardPage: string, changes: Record<string, string> = {}) => {
  const url = new URL(cardPage)
  for (const [name, value] of Object.entries(changes))
    url.searchParams.set(name, value)
  return fetch(`${server.baseUrl}${url.pathname}${url.search}`)
}

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )

describe('the site’s card page with Stripe (decision 040)', () => {
  it('is the site’s own, framed only by the page it was opened for, under a strict CSP with Stripe’s origins and a fresh nonce', async () => {
    const { step } = await cardStep('CCARD_GUARANTEE')
    expect(step.cardOrigin).toBe(SITE)
    const page = await open(step.cardPage)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-frame-options')).toBeNull()
    const csp = directives(page.headers.get('content-security-policy'))
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toMatchObject({
      'default-src': "'none'",
      'script-src': `'nonce-${nonce}' https://js.stripe.com https://*.js.stripe.com`,
      'frame-src':
        'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
      'connect-src': 'https://api.stripe.com',
      'frame-ancestors': SITE,
      'form-action': "'none'",
    })
    const again = directives(
      (await open(step.cardPage)).headers.get('content-security-policy'),
    )
    expect(again['script-src']).not.toContain(nonce!)

    const html = await page.text()
    expect(html).toContain(
      `<script src="https://js.stripe.com/v3/" nonce="${nonce}"></script>`,
    )
    // Its own script, served with the integrity the page names.
    const script = await fetch(`${server.baseUrl}/payment/card.js`)
    const code = await script.text()
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`
    expect(html).toContain(`integrity="${integrity}"`)
    expect(code).toContain('resort:card')
    const config = JSON.parse(
      /<script type="application\/json" id="card-config"[^>]*>(.*?)<\/script>/.exec(
        html,
      )![1]!,
    )
    expect(config).toEqual({
      publishableKey: 'pk_test_server',
      clientSecret: new URL(step.cardPage).searchParams.get('secret'),
      parent: SITE,
      kind: 'setup',
      locale: 'en',
      returnUrl: `${SITE}${new URL(step.cardPage).pathname}${new URL(step.cardPage).search}`,
    })
    expect(html).toContain('nothing is charged now')
  })

  it('says what is due now, in the guest’s language', async () => {
    const { step } = await cardStep('PREPAYMENT', 'de')
    const html = await (await open(step.cardPage)).text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Jetzt fällig: ')
    expect(html).toContain('"kind":"payment"')
  })

  it('is refused to a page it was not opened for, and for a card step guessed or used already', async () => {
    const { body, step } = await cardStep('CCARD_GUARANTEE')
    const stranger = await open(step.cardPage, {
      parent: 'https://stranger.example',
    })
    expect(stranger.status).toBe(403)
    expect(
      directives(stranger.headers.get('content-security-policy'))[
        'frame-ancestors'
      ],
    ).toBe("'none'")
    const guessed = await open(step.cardPage, {
      secret: 'seti_guessed_secret_abc',
    })
    expect(guessed.status).toBe(404)

    // Confirmed at the gateway (Stripe's fields would do it) and booked with: the step is over.
    const address = server.gateway.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no gateway')
    await confirmWithTestCard(
      `http://127.0.0.1:${address.port}`,
      TEST_GATEWAY_KEYS.publishableKey,
      new URL(step.cardPage).searchParams.get('secret')!,
      testCards.visa,
    )
    const booked = await postBooking(server.baseUrl, {
      ...body,
      payment: { intent: step.intent },
    })
    expect(booked.status).toBe(201)
    expect((await open(step.cardPage)).status).toBe(404)
  })

  it('takes the CSP violations it reports', async () => {
    const report = await fetch(`${server.baseUrl}/payment/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
    })
    expect(report.status).toBe(204)
  })
})
