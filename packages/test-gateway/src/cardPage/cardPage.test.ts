import { createHash } from 'node:crypto'
import { findTranslationProblems } from '@resort/core/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestGateway } from '../server'
import de from './locales/de.json'
import en from './locales/en.json'
import hr from './locales/hr.json'
import it_ from './locales/it.json'
import sl from './locales/sl.json'

const parent = 'https://partner.example'
const testGateway = buildTestGateway({
  secretKey: 'sk_test_page',
  publishableKey: 'pk_test_page',
  allowedParents: [parent, 'https://resort.example'],
})
const { gateway } = testGateway
let base = ''

beforeAll(async () => {
  base = await testGateway.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => testGateway.app.close())

const page = (secret: string, lang = 'en', from = parent) =>
  fetch(
    `${base}/card?${new URLSearchParams({ secret, parent: from, lang }).toString()}`,
  )

const held = () =>
  gateway.createPaymentIntent({
    amount: 24000,
    currency: 'EUR',
    capture_method: 'manual',
  })

describe('the card page on the test gateway’s own origin (decision 040)', () => {
  it('holds the card step alone, its script and style by nonce and integrity, framed by its parent only', async () => {
    const answer = await page(held().client_secret)
    expect(answer.status).toBe(200)
    const csp = answer.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain(`frame-ancestors ${parent};`)
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('report-uri /csp-report')
    expect(csp).not.toMatch(/unsafe-(inline|eval)/)
    expect(answer.headers.get('cache-control')).toBe('no-store')

    const html = await answer.text()
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!)
    const executable = scripts.filter((s) => !s.includes('application/json'))
    expect(executable).toHaveLength(1)
    expect(executable[0]).toContain(`nonce="${nonce}"`)
    expect(html).toContain(`<style nonce="${nonce}">`)

    const integrity = /integrity="([^"]+)"/.exec(executable[0]!)?.[1]
    const code = await (await fetch(`${base}/card.js`)).text()
    expect(integrity).toBe(
      `sha384-${createHash('sha384').update(code).digest('base64')}`,
    )
    // Two answers, two nonces.
    const again = (await page(held().client_secret)).headers.get(
      'content-security-policy',
    )
    expect(again).not.toContain(nonce)
  })

  it('speaks the guest’s language and says what the card is for', async () => {
    const german = await (await page(held().client_secret, 'de')).text()
    expect(german).toContain('<html lang="de">')
    expect(german).toContain('Kartennummer')
    expect(german).toMatch(/240,00\s€ reservieren/)

    const setup = gateway.createSetupIntent({})
    const croatian = await (await page(setup.client_secret, 'hr')).text()
    expect(croatian).toContain('Sada se ništa ne naplaćuje.')
    expect(croatian).toContain('Spremi karticu')

    const paid = gateway.createPaymentIntent({ amount: 9000, currency: 'EUR' })
    expect(await (await page(paid.client_secret)).text()).toContain(
      'Pay €90.00',
    )
  })

  it('refuses a parent it does not know, a guessed secret and a payment no longer open', async () => {
    const intent = held()
    const stranger = await page(
      intent.client_secret,
      'it',
      'https://evil.example',
    )
    expect(stranger.status).toBe(403)
    expect(stranger.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    )
    expect(await stranger.text()).toContain(
      'solo dalle pagine di prenotazione del resort',
    )
    expect((await page(`${intent.id}_secret_guessed`)).status).toBe(404)
    gateway.cancelPaymentIntent(intent.id)
    expect((await page(intent.client_secret)).status).toBe(404)
  })

  it('keeps the CSP violations the browser reports', async () => {
    const report = { 'csp-report': { 'violated-directive': 'script-src' } }
    const answer = await fetch(`${base}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    })
    expect(answer.status).toBe(204)
    expect(testGateway.cspReports).toContainEqual(report)
  })

  it('has every text in en, de, it, hr and sl, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries({ en, de, it: it_, hr, sl }).map(([language, card]) => [
        language,
        { card },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
    for (const texts of [de, it_, hr, sl])
      expect(texts.number).not.toBe(en.number)
  })
})
