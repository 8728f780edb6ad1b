import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, maskUrl } from './logging'

describe('maskUrl', () => {
  it('masks the values of token and email parameters and keeps the rest', () => {
    expect(
      maskUrl('/api/v1/booking?bookingToken=abc&lang=de&email=a%40b.example'),
    ).toBe('/api/v1/booking?bookingToken=[redacted]&lang=de&email=[redacted]')
  })

  it('leaves a url without a query as it is', () => {
    expect(maskUrl('/api/v1/health')).toBe('/api/v1/health')
  })

  it('masks a parameter named with escapes or without a value', () => {
    expect(maskUrl('/x?%74oken=abc&email&q=sea')).toBe(
      '/x?%74oken=[redacted]&email=[redacted]&q=sea',
    )
  })
})

describe('loggerOptions', () => {
  it('keeps auth headers, cookies, card data, booking tokens and query secrets out of the log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { ...loggerOptions, stream } })
    // A careless handler that logs everything it got.
    app.post('/api/v1/booking/new-booking', (request) => {
      request.log.info(
        { headers: request.headers, body: request.body },
        'booking received',
      )
      request.log.info({ req: request }, 'again, by the request serializer')
      return { ok: true }
    })
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const response = await fetch(
        `${baseUrl}/api/v1/booking/new-booking?token=tok-secret-1&email=guest%40mail.example&lang=de`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: 'Bearer auth-secret-2',
            cookie: 'session_user_cookie=cookie-secret-3',
            'x-xsrf-token': 'xsrf-secret-4',
          },
          body: JSON.stringify({
            cardNumber: '4111111111111111',
            payment: {
              number: '5500000000000004',
              securityCode: '737',
              cvc: '738',
            },
            card: { holder: 'Ana Horvat', expiry: '12/30' },
            guest: { firstName: 'Ana' },
            token: 'link-secret-5',
          }),
        },
      )
      expect(response.status).toBe(200)
    } finally {
      await app.close()
    }

    const log = lines.join('')
    for (const secret of [
      'tok-secret-1',
      'guest%40mail.example',
      'guest@mail.example',
      'auth-secret-2',
      'cookie-secret-3',
      'xsrf-secret-4',
      '4111111111111111',
      '5500000000000004',
      // Quoted: a bare 3-digit code also turns up inside timestamps and response times.
      '"737"',
      '"738"',
      'Ana Horvat',
      'link-secret-5',
    ]) {
      expect(log).not.toContain(secret)
    }
    // The rest still tells what happened and for whom.
    expect(log).toContain(
      '/api/v1/booking/new-booking?token=[redacted]&email=[redacted]&lang=de',
    )
    expect(log).toContain('"remoteAddress":"127.0.0.1"')
    expect(log).toContain('"firstName":"Ana"')
    expect(log).toContain('[redacted]')
  })
})
