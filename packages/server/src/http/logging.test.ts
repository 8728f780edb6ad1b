import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, maskUrl, requestLog, requestLoggers } from './logging'

/** An app with the product's logging: one line per request, a request's logger made on first use. */
const loggedApp = (stream: Writable) =>
  Fastify({
    logger: { ...loggerOptions, stream },
    logController: requestLog(stream),
    childLoggerFactory: requestLoggers,
  })

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
    const app = loggedApp(stream)
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

describe('requestLoggers', () => {
  function collected() {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>)
        done()
      },
    })
    return { lines, stream }
  }

  it("logs a handler's lines under its request's id, at the route's own level", async () => {
    const { lines, stream } = collected()
    const app = loggedApp(stream)
    app.get('/said', (request) => {
      request.log.info({ what: 'said' }, 'a handler line')
      request.log.debug('below the level, never written')
      return { level: request.log.level }
    })
    app.get('/quiet', { logLevel: 'warn' }, (request) => {
      request.log.info('below the route level, never written')
      request.log.warn('a warning')
      return { level: request.log.level }
    })
    await app.ready()
    try {
      const said = await app.inject({ url: '/said' })
      expect(said.json()).toEqual({ level: 'info' })
      const quiet = await app.inject({ url: '/quiet' })
      expect(quiet.json()).toEqual({ level: 'warn' })
    } finally {
      await app.close()
    }
    const messages = lines.map((line) => [line.msg, line.reqId])
    const [first, second] = [
      lines.find((line) => line.msg === 'a handler line')?.reqId,
      lines.find((line) => line.msg === 'a warning')?.reqId,
    ]
    expect(first).toEqual(expect.any(String))
    expect(second).toEqual(expect.any(String))
    expect(first).not.toBe(second)
    expect(messages).toEqual([
      ['a handler line', first],
      ['request completed', first],
      ['a warning', second],
    ])
  })

  it('logs an error under the request id, redacted as every other line', async () => {
    const { lines, stream } = collected()
    const app = loggedApp(stream)
    app.post('/fails', () => {
      throw new Error('broken')
    })
    await app.ready()
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/fails',
        headers: { authorization: 'Bearer auth-secret-7' },
        payload: { cardNumber: '4111111111111111' },
      })
      expect(response.statusCode).toBe(500)
    } finally {
      await app.close()
    }
    const errored = lines.find((line) => line.level === 50)
    expect(errored?.msg).toBe('broken')
    expect(errored?.reqId).toEqual(expect.any(String))
    expect(JSON.stringify(lines)).not.toContain('auth-secret-7')
  })
})
