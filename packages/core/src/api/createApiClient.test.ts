import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError'
import {
  createApiClient,
  type ApiClientOptions,
  type FetchInit,
  type FetchLike,
  type FetchResponse,
} from './createApiClient'
import { publicEndpoint } from './endpoint'
import { health, newBooking, searchProperties } from './endpoints'

const reply = (status: number, text: string): FetchResponse => ({
  status,
  text: async () => text,
})
const json = (status: number, body: unknown) =>
  reply(status, JSON.stringify(body))

/** The HTTP boundary of these tests: records each call and answers with `response`. */
function setup(
  response: FetchResponse | Error = json(200, { ok: true }),
  options: Partial<ApiClientOptions> = {},
  pageOrigin = 'https://resort.example',
) {
  const calls: { url: string; init: FetchInit }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    if (response instanceof Error) throw response
    return response
  }
  vi.stubGlobal('location', { origin: pageOrigin })
  const client = createApiClient({
    baseUrl: 'https://resort.example/',
    fetch,
    cookies: () => 'theme=dark; XSRF-TOKEN=abc%3D123; other=1',
    ...options,
  })
  const lastCall = () => calls.at(-1)!
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

const stay = {
  dateFrom: '2099-07-01',
  dateTo: '2099-07-04',
  adults: 2,
  lang: 'de' as const,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('call(endpoint, input): requests', () => {
  it('sends a GET endpoint’s input as the query of its path in the table', async () => {
    const { client, lastCall } = setup()
    await client.call(searchProperties, {
      ...stay,
      destination: 'Istria & Kvarner',
    })
    expect(lastCall().url).toBe(
      'https://resort.example/api/v1/search/properties?dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&lang=de&destination=Istria%20%26%20Kvarner',
    )
    expect(lastCall().init.method).toBe('GET')
    expect(lastCall().init.body).toBeUndefined()
  })

  it('sends a POST endpoint’s input as a JSON body, with the headers the call adds', async () => {
    const { client, lastCall } = setup(json(201, { bookingId: 'AA1' }))
    const body = { propertyId: 'cissa-rovinj' }
    await client.call(newBooking, body as never, {
      headers: { 'Idempotency-Key': 'booking-key-1' },
    })
    expect(lastCall().url).toBe(
      'https://resort.example/api/v1/booking/new-booking',
    )
    expect(lastCall().init).toMatchObject({
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'Idempotency-Key': 'booking-key-1',
      },
    })
  })

  it('calls an endpoint without input with its bare path', async () => {
    const { client, lastCall } = setup(json(200, { status: 'ok' }))
    await expect(client.call(health)).resolves.toEqual({ status: 'ok' })
    expect(lastCall().url).toBe('https://resort.example/api/v1/health')
  })

  it('sends the language as Accept-Language, read again on every call', async () => {
    let language = 'hr'
    const { client, calls } = setup(undefined, { language: () => language })
    await client.call(health)
    language = 'sl'
    await client.call(health)
    expect(calls.map((call) => call.init.headers['accept-language'])).toEqual([
      'hr',
      'sl',
    ])
  })

  it('on its own origin, sends cookies and echoes the XSRF cookie on writes only (SPEC 9)', async () => {
    const { client, calls } = setup()
    await client.call(health)
    await client.call(newBooking, {} as never)
    const [read, write] = calls
    expect(read!.init.credentials).toBe('include')
    expect(read!.init.headers).not.toHaveProperty('X-XSRF-TOKEN')
    expect(write!.init.credentials).toBe('include')
    expect(write!.init.headers['X-XSRF-TOKEN']).toBe('abc=123')
  })

  it('sends no cookies and no XSRF header to another origin (a widget on a partner page)', async () => {
    const { client, lastCall } = setup(undefined, {}, 'https://partner.example')
    await client.call(newBooking, {} as never)
    expect(lastCall().init.credentials).toBe('omit')
    expect(lastCall().init.headers).not.toHaveProperty('X-XSRF-TOKEN')
  })

  it('treats a relative base as the page’s own origin', async () => {
    const { client, lastCall } = setup(undefined, { baseUrl: '' })
    await client.call(health)
    expect(lastCall().url).toBe('/api/v1/health')
    expect(lastCall().init.credentials).toBe('include')
    expect(client.url('/media/a.svg')).toBe('/media/a.svg')
  })
})

describe('call(endpoint, input): answers', () => {
  it('resolves to the JSON body of a 2xx answer', async () => {
    const { client } = setup(json(201, { bookingId: 'AA7K2M9QXD' }))
    await expect(client.call(newBooking, {} as never)).resolves.toEqual({
      bookingId: 'AA7K2M9QXD',
    })
  })

  it('rejects with the server’s error kind, message and field errors', async () => {
    const { client } = setup(
      json(409, {
        error: {
          kind: 'price_changed',
          message: 'The price changed.',
          fields: { expectedTotal: 'price_changed' },
          quote: { totalPrice: 1200 },
        },
      }),
    )
    const error = await apiError(client.call(newBooking, {} as never))
    expect(error).toMatchObject({
      kind: 'price_changed',
      status: 409,
      message: 'The price changed.',
      fields: { expectedTotal: 'price_changed' },
    })
  })

  it('reads a kind this version does not know as generic (SPEC 8)', async () => {
    const { client } = setup(
      json(418, { error: { kind: 'teapot', message: 'No.' } }),
    )
    const error = await apiError(client.call(health))
    expect(error).toMatchObject({ kind: 'generic', status: 418 })
  })

  it('reads how long to wait from Retry-After, in seconds or as a date', async () => {
    const limited = (retryAfter: string): FetchResponse => ({
      ...json(429, {
        error: { kind: 'rate_limited', message: 'Too many requests.' },
      }),
      headers: { get: (name) => (name === 'retry-after' ? retryAfter : null) },
    })
    expect(
      await apiError(setup(limited('120')).client.call(health)),
    ).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 })
    const inAMinute = new Date(Date.now() + 60_000).toUTCString()
    const error = await apiError(setup(limited(inAMinute)).client.call(health))
    expect(error.retryAfterSeconds).toBeGreaterThan(55)
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(
      (await apiError(setup(json(429, {})).client.call(health)))
        .retryAfterSeconds,
    ).toBeUndefined()
  })

  it('names the kind by the status when the error has no JSON body', async () => {
    for (const [status, kind] of [
      [404, 'not_found'],
      [429, 'rate_limited'],
      [502, 'generic'],
    ] as const) {
      const { client } = setup(reply(status, '<html>Bad gateway</html>'))
      expect(await apiError(client.call(health))).toMatchObject({
        kind,
        status,
      })
    }
  })

  it('fails as generic with status 0 when nothing answers, naming the call but not its query', async () => {
    const { client } = setup(new TypeError('Failed to fetch'))
    const error = await apiError(
      client.call(searchProperties, { ...stay, destination: 'guest@example' }),
    )
    expect(error).toMatchObject({ kind: 'generic', status: 0 })
    expect(error.message).toContain('GET /api/v1/search/properties')
    expect(error.message).not.toContain('guest@example')
  })

  it('fails as generic when a 2xx answer is not JSON', async () => {
    const { client } = setup(reply(200, '<!doctype html>'))
    expect(await apiError(client.call(health))).toMatchObject({
      kind: 'generic',
      status: 200,
    })
  })

  it('fails as generic, without calling anything, where there is no fetch', async () => {
    vi.stubGlobal('fetch', undefined)
    const client = createApiClient({ baseUrl: '' })
    expect(await apiError(client.call(health))).toMatchObject({ status: 0 })
  })

  it('works for any endpoint declared with publicEndpoint()', async () => {
    const { client, lastCall } = setup(json(200, [1, 2]))
    const list = publicEndpoint<{ page: number }, number[]>(
      'list',
      'DELETE',
      '/x',
    )
    await expect(client.call(list, { page: 2 })).resolves.toEqual([1, 2])
    expect(lastCall().url).toBe('https://resort.example/x?page=2')
    expect(lastCall().init.headers['X-XSRF-TOKEN']).toBe('abc=123')
  })
})
