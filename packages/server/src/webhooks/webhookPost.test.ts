import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WEBHOOK_RETRY_SECONDS } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postWebhook, webhookUrlAllowed } from './webhookPost'
import { retryAt } from './webhookRound'

const headers = {
  'webhook-id': 'evt_1',
  'webhook-timestamp': '1700000000',
  'webhook-signature': 'v1,x',
}

let receiver: Server
let base: string
const hits: string[] = []
beforeAll(async () => {
  receiver = createServer((request, response) => {
    hits.push(request.url ?? '')
    if (request.url === '/moved') {
      response.writeHead(307, { location: '/hooks' })
      response.end()
      return
    }
    // '/slow' never answers.
    if (request.url !== '/slow') {
      response.writeHead(200)
      response.end('ok')
    }
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

const allowed = { allowPrivateNetworks: true, timeoutMs: 300 }

describe('a webhook delivery’s post (decision 049)', () => {
  it('refuses loopback and private addresses unless the server allows them, by name or number (ASVS 1.3.6, SSRF)', async () => {
    const refused = { allowPrivateNetworks: false, timeoutMs: 300 }
    const port = new URL(base).port
    hits.length = 0
    for (const address of [
      `https://127.0.0.1:${port}/hooks`,
      `https://localhost:${port}/hooks`,
      'https://[::1]:9/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
    ])
      expect(await postWebhook(address, '{}', headers, refused)).toMatchObject({
        status: null,
        problem: 'private_network',
      })
    expect(hits).toEqual([])
    expect(
      await postWebhook(`${base}/hooks`, '{}', headers, allowed),
    ).toMatchObject({
      status: 200,
      problem: null,
    })
  })

  it('posts a booking’s data over https only, unless private networks are allowed (ASVS 12.3.1), and refuses an address it cannot parse', async () => {
    const refused = { allowPrivateNetworks: false, timeoutMs: 300 }
    hits.length = 0
    expect(
      await postWebhook('http://pms.example/hooks', '{}', headers, refused),
    ).toMatchObject({ status: null, problem: 'not_https' })
    expect(
      await postWebhook('http://[:::::]/hooks', '{}', headers, allowed),
    ).toMatchObject({ status: null, problem: 'invalid_url' })
    expect(hits).toEqual([])
    expect(webhookUrlAllowed(new URL('https://pms.example/'), false)).toBe(true)
    expect(webhookUrlAllowed(new URL('http://pms.example/'), false)).toBe(false)
    expect(webhookUrlAllowed(new URL('http://10.0.0.5/'), true)).toBe(true)
  })

  it('does not follow a redirect: only the registered address gets a booking’s data', async () => {
    hits.length = 0
    expect(
      await postWebhook(`${base}/moved`, '{}', headers, allowed),
    ).toMatchObject({
      status: 307,
      problem: 'http_307',
    })
    expect(hits).toEqual(['/moved'])
  })

  it('gives up on a receiver that does not answer in time, and says so', async () => {
    expect(
      await postWebhook(`${base}/slow`, '{}', headers, allowed),
    ).toMatchObject({
      status: null,
      problem: 'timeout',
    })
  })
})

describe('the retries’ backoff (decision 049)', () => {
  it('waits longer after each failed try, and gives up after the last', () => {
    const at = new Date('2027-01-01T00:00:00Z')
    const waits = WEBHOOK_RETRY_SECONDS.map(
      (_, index) => (retryAt(index + 1, at)!.getTime() - at.getTime()) / 1000,
    )
    expect(waits).toEqual([...WEBHOOK_RETRY_SECONDS])
    expect([...waits].sort((a, b) => a - b)).toEqual(waits)
    expect(retryAt(WEBHOOK_RETRY_SECONDS.length + 1, at)).toBeNull()
  })
})
