import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { registerErrorHandling } from './errors'
import { registerOpenApi } from './openapi'
import {
  bookingRateLimit,
  formsRateLimit,
  readSecurityConfig,
  registerSecurity,
  type SecurityOptions,
} from './security'
import { registerStaticFiles } from './static'
import type { XsrfBinding } from './xsrf'
import { isXsrfTokenFor, xsrfTokenFor } from './xsrfTokens'

const PARTNER = 'https://partner.example'

/** Here the access token cookie is the session id itself; the real binding reads the token. */
const XSRF_BINDING: XsrfBinding = {
  key: new Uint8Array(32).fill(5),
  sessionOf: (request) => Promise.resolve(request.cookies.access_token_cookie),
}

interface Server {
  app: FastifyInstance
  baseUrl: string
  close: () => Promise<void>
}

/** The app's protection layer around dummy routes, a built site and a widget bundle; no database. */
async function startServer(
  overrides: Partial<SecurityOptions> = {},
): Promise<Server> {
  const security: SecurityOptions = {
    corsOrigins: [PARTNER],
    rateLimits: { bookingPerMinute: 2, formsPerMinute: 5 },
    ...overrides,
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-security-'))
  const hostSiteDir = path.join(dir, 'site')
  const widgetDir = path.join(dir, 'widget')
  mkdirSync(hostSiteDir)
  mkdirSync(widgetDir)
  writeFileSync(
    path.join(hostSiteDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/main.js"></script>',
  )
  writeFileSync(path.join(widgetDir, 'resort-widget.js'), 'void 0')
  mkdirSync(path.join(hostSiteDir, 'assets'))
  writeFileSync(path.join(hostSiteDir, 'assets', 'main.js'), 'void 0')
  writeFileSync(path.join(hostSiteDir, 'assets', 'site.css'), 'p{}')
  writeFileSync(path.join(hostSiteDir, 'assets', 'hero.avif'), 'avif')
  writeFileSync(path.join(hostSiteDir, 'assets', 'text.woff2'), 'wOF2')
  writeFileSync(
    path.join(hostSiteDir, 'assets', 'plan.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )

  const app = Fastify({
    logger: false,
    // Tests leave some bodies unread; closing must not wait for those sockets.
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  await app.register(fastifyCookie)
  await registerSecurity(app, security, XSRF_BINDING)
  await registerOpenApi(app)
  app.get('/api/v1/ping', () => ({ ok: true }))
  app.post(
    '/api/v1/echo',
    { schema: { body: z.object({ text: z.string() }) } },
    (request) => request.body,
  )
  app.post(
    '/api/v1/booking/new-booking',
    { config: { rateLimit: bookingRateLimit(security) } },
    () => ({ ok: true }),
  )
  app.post(
    '/api/v1/service-requests/callback',
    { config: { rateLimit: formsRateLimit(security) } },
    () => ({ ok: true }),
  )
  await registerStaticFiles(app, { hostSiteDir, widgetDir })
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    baseUrl,
    close: async () => {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One directive of a Content-Security-Policy header, as its list of sources. */
function directive(csp: string | null, name: string): string[] | undefined {
  const found = (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found?.slice(1)
}

const postJson = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

let server: Server
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

describe('security headers', () => {
  it('gives the site a strict CSP that forbids framing by other sites', async () => {
    const response = await fetch(`${server.baseUrl}/en/search`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')
    expect(directive(csp, 'default-src')).toEqual(["'self'"])
    expect(directive(csp, 'script-src')).toEqual(["'self'"])
    expect(directive(csp, 'style-src')).toEqual(["'self'"])
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:'])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    )
  })

  it('ASVS 3.4.3: every document and SVG keeps the CSP; scripts, styles, raster pictures and fonts send only the headers they act on', async () => {
    const svg = await fetch(`${server.baseUrl}/assets/plan.svg`)
    // An SVG opened on its own is a document that could run script.
    expect(
      directive(svg.headers.get('content-security-policy'), 'script-src'),
    ).toEqual(["'self'"])
    for (const file of ['main.js', 'site.css', 'hero.avif', 'text.woff2']) {
      const response = await fetch(`${server.baseUrl}/assets/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toBeNull()
      expect(response.headers.get('x-frame-options')).toBeNull()
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
      // What a subresource does act on stays.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy')).toBe(
        'same-origin',
      )
      expect(response.headers.get('strict-transport-security')).toMatch(
        /max-age=/,
      )
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    }
    const widget = await fetch(`${server.baseUrl}/widget/resort-widget.js`)
    expect(widget.headers.get('content-security-policy')).toBeNull()
    expect(widget.headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    )
  })

  it('ASVS 3.4.3, 3.4.6: an API answer gets a CSP that loads nothing and may not be framed, and no header only a document acts on', async () => {
    for (const response of [
      await fetch(`${server.baseUrl}/api/v1/ping`),
      // A refusal is an API answer too.
      await fetch(
        `${server.baseUrl}/api/v1/echo`,
        postJson({ text: 'hi' }, { cookie: 'session_user_cookie=s1' }),
      ),
    ]) {
      expect(response.headers.get('content-type')).toMatch(/json/)
      const csp = response.headers.get('content-security-policy')
      expect(directive(csp, 'default-src')).toEqual(["'none'"])
      expect(directive(csp, 'base-uri')).toEqual(["'none'"])
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('strict-transport-security')).toMatch(
        /max-age=/,
      )
      expect(response.headers.get('cross-origin-resource-policy')).toBe(
        'same-origin',
      )
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(response.headers.get(documentOnly)).toBeNull()
    }
  })

  it('lets other origins load the widget bundle (CORP cross-origin)', async () => {
    const response = await fetch(`${server.baseUrl}/widget/resort-widget.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('keeps the API docs working under the CSP: only same-origin scripts and styles', async () => {
    const docsUrl = `${server.baseUrl}/api/docs`
    const response = await fetch(docsUrl)
    expect(response.status).toBe(200)
    const html = await response.text()
    const csp = response.headers.get('content-security-policy')
    const scriptSrc = directive(csp, 'script-src') ?? []
    // Hashes swagger-ui would need for inline code (none in this version) must be allowed.
    for (const hash of server.app.swaggerCSP.script)
      expect(scriptSrc).toContain(hash)
    expect(server.app.swaggerCSP.style).toEqual([])
    expect(html).not.toMatch(/<style/i)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/i)

    const sources = [
      ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
    ].map((match) => new URL(match[1]!, docsUrl))
    expect(sources.length).toBeGreaterThanOrEqual(4)
    for (const source of sources) {
      expect(source.origin).toBe(server.baseUrl)
      expect((await fetch(source)).status).toBe(200)
    }
  })
})

describe('the map page’s tile server (issue 16)', () => {
  it('adds no other origin to the CSP while no MAP_STYLE_URL is set: the map’s base map and worker are the site’s own files', async () => {
    const csp = (await fetch(`${server.baseUrl}/en/map`)).headers.get(
      'content-security-policy',
    )
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:'])
    expect(directive(csp, 'worker-src')).toBeUndefined()
  })

  it('lets pages fetch and show from the configured tile style’s origin only, scripts and workers still same-origin', async () => {
    const tiled = await startServer({
      mapStyleUrl: 'https://tiles.example/styles/coast/style.json',
    })
    try {
      const csp = (await fetch(`${tiled.baseUrl}/en/map`)).headers.get(
        'content-security-policy',
      )
      expect(directive(csp, 'connect-src')).toEqual([
        "'self'",
        'https://tiles.example',
      ])
      expect(directive(csp, 'img-src')).toEqual([
        "'self'",
        'data:',
        'https://tiles.example',
      ])
      expect(directive(csp, 'script-src')).toEqual(["'self'"])
      expect(directive(csp, 'style-src')).toEqual(["'self'"])
      expect(directive(csp, 'default-src')).toEqual(["'self'"])
    } finally {
      await tiled.close()
    }
  })
})

describe('CORS', () => {
  it('allows a configured partner origin to read API answers', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/ping`, {
      headers: { origin: PARTNER },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toMatch(/origin/i)
  })

  it('gives an origin not on the list no Access-Control-Allow-Origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/ping`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight with the allowed methods and headers', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/v1/booking/new-booking`,
      {
        method: 'OPTIONS',
        headers: {
          origin: PARTNER,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      },
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET, POST, OPTIONS',
    )
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, idempotency-key, x-xsrf-token, accept-language',
    )
  })

  it('answers a preflight from an origin not on the list without allowing it', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
      },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("allows any origin when configured with '*'", async () => {
    const open = await startServer({ corsOrigins: '*' })
    try {
      const response = await fetch(`${open.baseUrl}/api/v1/ping`, {
        headers: { origin: 'https://any.example' },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    } finally {
      await open.close()
    }
  })

  it('adds no CORS headers outside /api/', async () => {
    const response = await fetch(`${server.baseUrl}/en`, {
      headers: { origin: PARTNER },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('rate limits', () => {
  it('answers 429 with kind rate_limited and Retry-After once the limit is spent', async () => {
    const url = `${server.baseUrl}/api/v1/booking/new-booking`
    expect((await fetch(url, postJson({}))).status).toBe(200)
    expect((await fetch(url, postJson({}))).status).toBe(200)
    const response = await fetch(url, postJson({}, { origin: PARTNER }))
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // The partner's widget can read the answer and its Retry-After.
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'retry-after',
    )
    expect(await response.json()).toEqual({
      error: {
        kind: 'rate_limited',
        message: `Too many requests; try again in ${retryAfter} seconds.`,
      },
    })
  })

  it('counts each limited route on its own and leaves other routes unlimited', async () => {
    const forms = `${server.baseUrl}/api/v1/service-requests/callback`
    expect((await fetch(forms, postJson({}))).status).toBe(200)
    for (let i = 0; i < 5; i++) {
      expect(
        (await fetch(`${server.baseUrl}/api/v1/echo`, postJson({ text: 'a' })))
          .status,
      ).toBe(200)
    }
  })

  it('turns a limit off when it is 0', () => {
    const rateLimits = { bookingPerMinute: 0, formsPerMinute: 3 }
    expect(bookingRateLimit({ rateLimits })).toBe(false)
    expect(formsRateLimit({ rateLimits })).toMatchObject({
      max: 3,
      timeWindow: 60_000,
    })
  })
})

describe('XSRF', () => {
  const echo = () => `${server.baseUrl}/api/v1/echo`

  it('refuses a write with a session cookie but no X-XSRF-TOKEN header', async () => {
    const response = await fetch(
      echo(),
      postJson(
        { text: 'hi' },
        { cookie: 'session_user_cookie=s1; XSRF-TOKEN=abc' },
      ),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: {
        kind: 'generic',
        message: 'Missing or wrong XSRF token; reload the page and try again.',
      },
    })
  })

  it('refuses a write whose X-XSRF-TOKEN differs from the XSRF-TOKEN cookie', async () => {
    const response = await fetch(
      echo(),
      postJson(
        { text: 'hi' },
        {
          cookie: 'access_token_cookie=t1; XSRF-TOKEN=abc',
          'x-xsrf-token': 'abd',
        },
      ),
    )
    expect(response.status).toBe(403)
  })

  it('refuses a write with a session cookie and no XSRF-TOKEN cookie at all', async () => {
    const response = await fetch(
      echo(),
      postJson(
        { text: 'hi' },
        { cookie: 'refresh_token_cookie=r1', 'x-xsrf-token': '' },
      ),
    )
    expect(response.status).toBe(403)
  })

  /** A write with these cookies, echoing `token` as the site's client does. */
  const writeWith = (cookie: string, token: string) =>
    fetch(
      echo(),
      postJson(
        { text: 'hi' },
        { cookie: `${cookie}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      ),
    )

  it('ASVS 3.5.1: refuses a matching pair the server did not make for the cookies’ session', async () => {
    expect((await writeWith('access_token_cookie=s1', 'abc')).status).toBe(403)
  })

  it('ASVS 3.5.1: allows the token made for the cookies’ session, and refuses another session’s', async () => {
    const session = 'access_token_cookie=s1'
    const ours = await writeWith(session, xsrfTokenFor(XSRF_BINDING.key, 's1'))
    expect(ours.status).toBe(200)
    expect(await ours.json()).toEqual({ text: 'hi' })
    for (const token of [
      xsrfTokenFor(XSRF_BINDING.key, 's2'),
      xsrfTokenFor(new Uint8Array(32), 's1'),
    ])
      expect((await writeWith(session, token)).status).toBe(403)
  })

  it('allows a matching pair when the cookies name no session: they carry no authority', async () => {
    expect((await writeWith('session_user_cookie=s1', 'abc')).status).toBe(200)
  })

  it('allows a write without a session cookie (guests, partner widgets)', async () => {
    const response = await fetch(
      echo(),
      postJson({ text: 'hi' }, { origin: PARTNER, cookie: 'current_lng=de' }),
    )
    expect(response.status).toBe(200)
  })

  it('sets a readable, Lax XSRF-TOKEN cookie on a page GET that has none', async () => {
    const response = await fetch(`${server.baseUrl}/en`)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}\.[\w-]{43};/)
    expect(cookie).toMatch(/Path=\/(;|$)/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    // Plain http here; over https the cookie is Secure.
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('gives every visitor a different token, on a page (issue 34: a guest’s API read gets none)', async () => {
    const tokens = await Promise.all(
      [1, 2].map(async () =>
        (await fetch(`${server.baseUrl}/en`)).headers.get('set-cookie'),
      ),
    )
    expect(tokens[0]).toMatch(/^XSRF-TOKEN=/)
    expect(tokens[0]).not.toBe(tokens[1])
  })

  it('keeps an existing XSRF-TOKEN cookie, and sets none on widget files', async () => {
    const page = await fetch(`${server.baseUrl}/en`, {
      headers: { cookie: 'XSRF-TOKEN=abc' },
    })
    expect(page.headers.get('set-cookie')).toBeNull()
    const widget = await fetch(`${server.baseUrl}/widget/resort-widget.js`)
    expect(widget.headers.get('set-cookie')).toBeNull()
  })

  it('binds the token a page hands out to the session, and replaces one made for no session', async () => {
    const tokenOf = (response: Response) =>
      /^XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
    const fresh = tokenOf(
      await fetch(`${server.baseUrl}/en`, {
        headers: { cookie: 'access_token_cookie=s1' },
      }),
    )
    const anonymous = xsrfTokenFor(XSRF_BINDING.key, '')
    const replaced = tokenOf(
      await fetch(`${server.baseUrl}/en`, {
        headers: { cookie: `access_token_cookie=s1; XSRF-TOKEN=${anonymous}` },
      }),
    )
    for (const token of [fresh, replaced]) {
      expect(isXsrfTokenFor(XSRF_BINDING.key, token ?? '', 's1')).toBe(true)
    }
    const kept = await fetch(`${server.baseUrl}/en`, {
      headers: { cookie: `access_token_cookie=s1; XSRF-TOKEN=${fresh}` },
    })
    expect(kept.headers.get('set-cookie')).toBeNull()
  })
})

describe('readSecurityConfig', () => {
  it("defaults to any origin ('*') and 20 booking / 5 form calls a minute", () => {
    expect(readSecurityConfig({})).toEqual({
      corsOrigins: '*',
      rateLimits: { bookingPerMinute: 20, formsPerMinute: 5 },
    })
  })

  it('reads a comma-separated WIDGET_ORIGINS list and the limits', () => {
    expect(
      readSecurityConfig({
        WIDGET_ORIGINS: ' https://a.example, http://localhost:5173 ,',
        RATE_LIMIT_BOOKING_PER_MINUTE: '3',
        RATE_LIMIT_FORMS_PER_MINUTE: '0',
      }),
    ).toEqual({
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      rateLimits: { bookingPerMinute: 3, formsPerMinute: 0 },
    })
  })

  it('refuses an origin with a path or trailing slash, which no browser would send', () => {
    expect(() =>
      readSecurityConfig({ WIDGET_ORIGINS: 'https://a.example/' }),
    ).toThrow(/WIDGET_ORIGINS/)
    expect(() => readSecurityConfig({ WIDGET_ORIGINS: 'a.example' })).toThrow(
      /WIDGET_ORIGINS/,
    )
  })

  it('reads MAP_STYLE_URL, and refuses one that is not an http(s) address', () => {
    expect(
      readSecurityConfig({
        MAP_STYLE_URL: 'https://tiles.example/styles/coast/style.json?key=k',
      }).mapStyleUrl,
    ).toBe('https://tiles.example/styles/coast/style.json?key=k')
    expect(readSecurityConfig({ MAP_STYLE_URL: '' }).mapStyleUrl).toBe(
      undefined,
    )
    expect(() =>
      readSecurityConfig({ MAP_STYLE_URL: 'tiles.example/style.json' }),
    ).toThrow(/MAP_STYLE_URL/)
    expect(() =>
      readSecurityConfig({ MAP_STYLE_URL: 'javascript:alert(1)' }),
    ).toThrow(/MAP_STYLE_URL/)
  })

  it('refuses a limit that is not a whole number', () => {
    expect(() =>
      readSecurityConfig({ RATE_LIMIT_BOOKING_PER_MINUTE: '2.5' }),
    ).toThrow(/RATE_LIMIT_BOOKING_PER_MINUTE/)
    expect(() =>
      readSecurityConfig({ RATE_LIMIT_FORMS_PER_MINUTE: '-1' }),
    ).toThrow(/RATE_LIMIT_FORMS_PER_MINUTE/)
  })
})
