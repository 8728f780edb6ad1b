import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestGateway } from '../server'
import inventory from './scriptInventory.json'

// The card page's scripts and security headers, as reviewed (PCI DSS 6.4.3 and 11.6.1, which
// SAQ A's script criterion points to; decision 040): each script it runs is listed with its hash,
// and its headers as they are. A change to either fails here until someone has reviewed it and
// written the new value into scriptInventory.json.

const parent = 'https://resort.example'
const testGateway = buildTestGateway({
  secretKey: 'sk_test_inventory',
  publishableKey: 'pk_test_inventory',
  allowedParents: [parent],
})
let base = ''
beforeAll(async () => {
  base = await testGateway.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => testGateway.app.close())

const REVIEW =
  "The card page's scripts or security headers changed: review the change (decision 040) and write it into scriptInventory.json"

describe("the card page's inventory of scripts and headers (PCI DSS 6.4.3, 11.6.1)", () => {
  it('runs only the listed scripts, each with the listed hash, served as hashed', async () => {
    const intent = testGateway.gateway.createSetupIntent({})
    const answer = await fetch(
      `${base}/card?${new URLSearchParams({ secret: intent.client_secret, parent }).toString()}`,
    )
    const html = await answer.text()
    const scripts = Object.fromEntries(
      [...html.matchAll(/<script([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !attributes.includes('application/json'))
        .map((attributes) => [
          /src="([^"]+)"/.exec(attributes)?.[1] ?? 'inline',
          /integrity="([^"]+)"/.exec(attributes)?.[1],
        ]),
    )
    expect(scripts, REVIEW).toEqual(inventory.scripts)
    for (const [src, hash] of Object.entries(inventory.scripts)) {
      const code = await (await fetch(`${base}${src}`)).text()
      expect(
        `sha384-${createHash('sha384').update(code).digest('base64')}`,
        REVIEW,
      ).toBe(hash)
    }

    const nonce = /'nonce-([^']+)'/.exec(
      answer.headers.get('content-security-policy') ?? '',
    )?.[1]
    const expected = Object.fromEntries(
      Object.entries(inventory.headers).map(([name, value]) => [
        name,
        value.replaceAll('{nonce}', nonce ?? '').replaceAll('{parent}', parent),
      ]),
    )
    const served = Object.fromEntries(
      Object.keys(inventory.headers).map((name) => [
        name,
        answer.headers.get(name),
      ]),
    )
    expect(served, REVIEW).toEqual(expected)
  })
})
