import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { ApiError } from './ApiError'
import {
  createApiClient,
  type ApiClientOptions,
  type FetchInit,
  type FetchLike,
  type FetchResponse,
} from './createApiClient'

const okSchema = z.object({ ok: z.boolean() })

const reply = (status: number, text: string): FetchResponse => ({
  status,
  text: async () => text,
})
const json = (status: number, body: unknown) =>
  reply(status, JSON.stringify(body))

/** The HTTP boundary of these tests: records each call and answers with `response`. */
function fakeFetch(response: FetchResponse | Error = json(200, { ok: true })) {
  const calls: { url: string; init: FetchInit }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    if (response instanceof Error) throw response
    return response
  }
  return { fetch, calls }
}

function setup(
  response?: FetchResponse | Error,
  options: Partial<ApiClientOptions> = {},
) {
  const { fetch, calls } = fakeFetch(response)
  // The page's own origin, as on the host site; partner pages are tested on their own below.
  vi.stubGlobal('location', { origin: 'https://resort.example' })
  const client = createApiClient({
    baseUrl: 'https://resort.example',
    fetch,
    cookies: () => 'theme=dark; XSRF-TOKEN=abc%3D123; other=1',
    ...options,
  })
  const lastCall = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('fetch was not called')
    return call
  }
  return { client, calls, lastCall }
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('createApiClient requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends no cookies and no XSRF header to another origin (a widget on a partner page)', async () => {
    const { client, lastCall } = setup()
    vi.stubGlobal('location', { origin: 'https://partner.example' })
    const partner = createApiClient({
      baseUrl: 'https://resort.example',
      fetch: async (url, init) => {
        calls.push({ url, init })
        return {
          status: 200,
          headers: { get: () => 'application/json' },
          text: async () => '{"ok":true}',
        } as unknown as FetchResponse
      },
      cookies: () => 'XSRF-TOKEN=partner-token',
    })
    const calls: { url: string; init: any }[] = []
    await partner.post(
      '/api/v1/service/callback-request',
      {},
      { schema: okSchema },
    )
    // Anything but 'include': the browser then sends no cookies to another origin.
    expect(calls[0]?.init.credentials).not.toBe('include')
    expect(calls[0]?.init.headers).not.toHaveProperty('x-xsrf-token')
    await client.post('/a', {}, { schema: okSchema })
    expect(lastCall().init.credentials).toBe('include')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('joins the base URL and the path, and appends encoded query parameters', async () => {
    const { client, lastCall } = setup()
    await client.get('/api/v1/search/properties', {
      schema: okSchema,
      query: {
        dateFrom: '2030-07-01',
        adults: 2,
        pets: false,
        q: 'sea & sun',
        region: ['istria', 'dalmatia'],
        promo: undefined,
        partner: null,
      },
    })
    expect(lastCall().url).toBe(
      'https://resort.example/api/v1/search/properties?dateFrom=2030-07-01&adults=2&pets=false&q=sea%20%26%20sun&region=istria&region=dalmatia',
    )
  })

  it('adds no question mark when every query parameter is empty', async () => {
    const { client, lastCall } = setup()
    await client.get('/api/v1/search', {
      schema: okSchema,
      query: { promo: undefined },
    })
    expect(lastCall().url).toBe('https://resort.example/api/v1/search')
  })

  it('does not double the slash when the base URL ends with one', async () => {
    const { client, lastCall } = setup(undefined, {
      baseUrl: 'https://resort.example/',
    })
    await client.get('/api/v1/health', { schema: okSchema })
    expect(lastCall().url).toBe('https://resort.example/api/v1/health')
  })

  it('keeps the path relative to the page when the base URL is empty', async () => {
    const { client, lastCall } = setup(undefined, { baseUrl: '' })
    await client.get('/api/v1/health', { schema: okSchema })
    expect(lastCall().url).toBe('/api/v1/health')
  })

  it('sends a body as JSON with its content type, and includes credentials', async () => {
    const { client, lastCall } = setup()
    await client.post(
      '/api/v1/booking/new-booking',
      { propertyId: 'p1', units: [{ adults: 2 }] },
      { schema: okSchema, headers: { 'Idempotency-Key': 'k-1' } },
    )
    const { init } = lastCall()
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"propertyId":"p1","units":[{"adults":2}]}')
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': 'k-1',
    })
    expect(init.credentials).toBe('include')
  })

  it('sends the language as Accept-Language, read again on every request', async () => {
    let language = 'de'
    const { client, lastCall } = setup(undefined, { language: () => language })
    await client.get('/api/v1/search', { schema: okSchema })
    expect(lastCall().init.headers['accept-language']).toBe('de')
    language = 'hr'
    await client.get('/api/v1/search', { schema: okSchema })
    expect(lastCall().init.headers['accept-language']).toBe('hr')
  })

  it('sends the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on POST, PUT, PATCH and DELETE', async () => {
    const { client, calls } = setup()
    await client.post('/a', {}, { schema: okSchema })
    await client.put('/a', {}, { schema: okSchema })
    await client.patch('/a', {}, { schema: okSchema })
    await client.delete('/a', { schema: okSchema })
    expect(calls.map((call) => call.init.method)).toEqual([
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ])
    for (const { init } of calls) {
      expect(init.headers['x-xsrf-token']).toBe('abc=123')
    }
  })

  it('sends no XSRF header on GET', async () => {
    const { client, lastCall } = setup()
    await client.get('/a', { schema: okSchema })
    expect(lastCall().init.method).toBe('GET')
    expect(lastCall().init.headers).not.toHaveProperty('x-xsrf-token')
  })

  it('sends no XSRF header when there is no XSRF-TOKEN cookie', async () => {
    const { client, lastCall } = setup(undefined, { cookies: () => undefined })
    await client.post('/a', {}, { schema: okSchema })
    expect(lastCall().init.headers).not.toHaveProperty('x-xsrf-token')
  })

  it('reads the XSRF cookie from globalThis.document by default, and copes without one', async () => {
    const { fetch, calls } = fakeFetch()
    const client = createApiClient({ baseUrl: '', fetch })
    await client.post('/a', {}, { schema: okSchema })
    expect(calls[0]?.init.headers).not.toHaveProperty('x-xsrf-token')

    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=from-document' })
    await client.post('/a', {}, { schema: okSchema })
    expect(calls[1]?.init.headers['x-xsrf-token']).toBe('from-document')
  })

  it('uses globalThis.fetch when no fetch is passed', async () => {
    const { fetch, calls } = fakeFetch()
    vi.stubGlobal('fetch', fetch)
    const client = createApiClient({ baseUrl: 'https://resort.example' })
    await client.get('/api/v1/health', { schema: okSchema })
    expect(calls[0]?.url).toBe('https://resort.example/api/v1/health')
  })

  it('resolves to the output of the schema', async () => {
    const { client } = setup(json(200, { total: '12345', extra: 'dropped' }))
    const schema = z.object({ total: z.coerce.number() })
    await expect(client.get('/q', { schema })).resolves.toEqual({
      total: 12345,
    })
  })

  it('hands an empty success body to the schema as undefined', async () => {
    const { client } = setup(reply(204, ''))
    await expect(
      client.delete('/api/auth/tokens/delete-tokens/', {
        schema: z.undefined(),
      }),
    ).resolves.toBeUndefined()
  })
})

describe('createApiClient errors', () => {
  it('turns a 400 missing_params body into ApiError with its fields', async () => {
    const { client } = setup(
      json(400, {
        error: {
          kind: 'missing_params',
          message: 'Some fields are missing',
          fields: { email: 'required', dateFrom: 'invalid' },
        },
      }),
    )
    const error = await apiError(
      client.post('/api/v1/booking/new-booking', {}, { schema: okSchema }),
    )
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'missing_params',
      status: 400,
      message: 'Some fields are missing',
      fields: { email: 'required', dateFrom: 'invalid' },
    })
  })

  it('turns a 409 conflict body into ApiError kind conflict', async () => {
    const { client } = setup(
      json(409, { error: { kind: 'conflict', message: 'The room is gone' } }),
    )
    const error = await apiError(
      client.post('/api/v1/booking/new-booking', {}, { schema: okSchema }),
    )
    expect(error).toMatchObject({
      kind: 'conflict',
      status: 409,
      message: 'The room is gone',
    })
    expect(error.fields).toBeUndefined()
  })

  it('turns a 500 into kind generic, with or without an error body', async () => {
    const withBody = setup(
      json(500, { error: { kind: 'generic', message: 'Try again later' } }),
    )
    expect(
      await apiError(withBody.client.get('/a', { schema: okSchema })),
    ).toMatchObject({
      kind: 'generic',
      status: 500,
      message: 'Try again later',
    })

    const withoutBody = setup(reply(500, '<html>Internal Server Error</html>'))
    const error = await apiError(
      withoutBody.client.get('/a', { schema: okSchema }),
    )
    expect(error).toMatchObject({ kind: 'generic', status: 500 })
    expect(error.message).toBe('GET /a failed with status 500')
  })

  it('falls back to the status for the kind when the error body is not the JSON error shape', async () => {
    const kinds = await Promise.all(
      [404, 409, 429, 400, 503].map(async (status) => {
        const { client } = setup(json(status, { detail: 'nope' }))
        return (await apiError(client.get('/a', { schema: okSchema }))).kind
      }),
    )
    expect(kinds).toEqual([
      'not_found',
      'conflict',
      'rate_limited',
      'generic',
      'generic',
    ])
  })

  it('turns a network failure into kind generic with status 0 and keeps the cause', async () => {
    const failure = new TypeError('Failed to fetch')
    const { client } = setup(failure)
    const error = await apiError(
      client.get('/api/v1/search', { schema: okSchema }),
    )
    expect(error).toMatchObject({ kind: 'generic', status: 0 })
    expect(error.message).toBe(
      'GET /api/v1/search failed: network error (Failed to fetch)',
    )
    expect(error.cause).toBe(failure)
  })

  it('turns a body that cannot be sent as JSON into kind generic without calling fetch', async () => {
    const { client, calls } = setup()
    const error = await apiError(
      client.post('/a', { amount: 1n }, { schema: okSchema }),
    )
    expect(error).toMatchObject({ kind: 'generic', status: 0 })
    expect(error.message).toMatch(/^POST \/a could not be sent/)
    expect(calls).toHaveLength(0)
  })

  it('turns a success body that is not JSON into kind generic', async () => {
    const { client } = setup(reply(200, '<!doctype html><p>proxy page</p>'))
    const error = await apiError(client.get('/a', { schema: okSchema }))
    expect(error).toMatchObject({ kind: 'generic', status: 200 })
    expect(error.message).toBe(
      'GET /a answered 200 with a body that is not JSON',
    )
  })

  it('treats a JSON string body as JSON, not as a body that failed to parse', async () => {
    const { client } = setup(json(200, 'plain'))
    await expect(client.get('/a', { schema: z.string() })).resolves.toBe(
      'plain',
    )
  })

  it('turns a response that does not match the schema into kind generic naming the field', async () => {
    const { client } = setup(json(200, { ok: 'yes' }))
    const error = await apiError(
      client.get('/api/v1/health', { schema: okSchema }),
    )
    expect(error).toMatchObject({ kind: 'generic', status: 200 })
    expect(error.message).toMatch(
      /^GET \/api\/v1\/health answered with an unexpected shape/,
    )
    expect(error.message).toContain('ok')
    expect(error.cause).toBeInstanceOf(z.ZodError)
  })

  it('reports a missing fetch as kind generic', async () => {
    vi.stubGlobal('fetch', undefined)
    const client = createApiClient({ baseUrl: '' })
    const error = await apiError(client.get('/a', { schema: okSchema }))
    expect(error.kind).toBe('generic')
    expect(error.message).toContain('no fetch')
    vi.unstubAllGlobals()
  })
})
