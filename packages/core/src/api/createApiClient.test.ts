import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError'
import {
  createApiClient,
  type ApiClientOptions,
  type FetchInit,
  type FetchLike,
  type FetchResponse,
} from './createApiClient'
import { publicEndpoint, staffEndpoint } from './endpoint'
import {
  getAccessToken,
  health,
  login,
  memberFavourites,
  memberLoyalty,
  memberProfile,
  newBooking,
  searchProperties,
  transferPoints,
} from './endpoints'

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

describe('call(endpoint, input): a member’s session that ended', () => {
  const RENEW = getAccessToken.path
  const ended = () =>
    json(401, { error: { kind: 'unauthorized', message: 'Please sign in.' } })
  const renewed = () => json(200, { user: {}, session: {} })
  const transfer = {
    requestId: 'r1',
    memberNumber: '100200',
    lastName: 'Horvat',
    points: 10,
  }

  /** A fetch that answers each path from its own list in turn (the last answer repeats). */
  function sessionSetup(
    answers: Record<
      string,
      (
        FetchResponse | Promise<FetchResponse> | (() => Promise<FetchResponse>)
      )[]
    >,
    baseUrl = '',
  ) {
    const paths: string[] = []
    const fetch: FetchLike = async (url, init) => {
      const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')
      paths.push(`${init.method} ${path}`)
      const list = answers[path] ?? []
      const answer = (list.length > 1 ? list.shift() : list[0]) ?? json(200, {})
      return typeof answer === 'function' ? answer() : answer
    }
    vi.stubGlobal('location', { origin: 'https://resort.example' })
    const client = createApiClient({ baseUrl, fetch, cookies: () => '' })
    const renewals = () => paths.filter((path) => path.endsWith(RENEW)).length
    return { client, paths, renewals }
  }

  /** An answer that arrives when the test says so. */
  function later() {
    let arrive!: (response: FetchResponse) => void
    const answer = new Promise<FetchResponse>((resolve) => {
      arrive = resolve
    })
    return { answer, arrive }
  }

  it('renews an ended session once and sends a member call again', async () => {
    const { client, paths } = sessionSetup({
      [memberProfile.path]: [ended(), json(200, { firstName: 'Ana' })],
      [RENEW]: [renewed()],
    })
    await expect(client.call(memberProfile)).resolves.toEqual({
      firstName: 'Ana',
    })
    expect(paths).toEqual([
      `GET ${memberProfile.path}`,
      `POST ${RENEW}`,
      `GET ${memberProfile.path}`,
    ])
  })

  it('renews for every row that is not public: a recent member’s and a staff row too', async () => {
    const staffRow = staffEndpoint('staffRow', 'GET', '/api/v1/admin/x')
    const { client, renewals } = sessionSetup({
      [transferPoints.path]: [ended(), json(200, {})],
      [staffRow.path]: [ended(), json(200, {})],
      [RENEW]: [renewed()],
    })
    await client.call(transferPoints, transfer)
    await client.call(staffRow)
    expect(renewals()).toBe(2)
  })

  it('shares one renewal among member calls that meet the ended session together', async () => {
    const renewal = later()
    const { client, renewals, paths } = sessionSetup({
      [memberProfile.path]: [ended(), json(200, 'profile')],
      [memberFavourites.path]: [ended(), json(200, 'favourites')],
      [memberLoyalty.path]: [ended(), json(200, 'loyalty')],
      [RENEW]: [renewal.answer],
    })
    const answers = Promise.all([
      client.call(memberProfile),
      client.call(memberFavourites, { lang: 'en' }),
      client.call(memberLoyalty),
    ])
    // The account flow's own planned renewal, asked for meanwhile, shares it too.
    const asked = client.call(getAccessToken)
    await vi.waitFor(() => expect(paths).toHaveLength(4))
    renewal.arrive(renewed())
    await expect(answers).resolves.toEqual(['profile', 'favourites', 'loyalty'])
    await expect(asked).resolves.toEqual({ user: {}, session: {} })
    expect(renewals()).toBe(1)
  })

  it('does not renew again for a call sent before the last renewal, refused after it', async () => {
    const slow = later()
    const { client, renewals } = sessionSetup({
      [memberProfile.path]: [ended(), json(200, 'profile')],
      [memberLoyalty.path]: [slow.answer, json(200, 'loyalty')],
      [RENEW]: [renewed()],
    })
    const loyalty = client.call(memberLoyalty)
    await expect(client.call(memberProfile)).resolves.toBe('profile')
    slow.arrive(ended())
    await expect(loyalty).resolves.toBe('loyalty')
    expect(renewals()).toBe(1)
  })

  it('renews again for a session that ends after an earlier renewal', async () => {
    const { client, renewals } = sessionSetup({
      [memberProfile.path]: [ended(), json(200, 'a'), ended(), json(200, 'b')],
      [RENEW]: [renewed()],
    })
    await expect(client.call(memberProfile)).resolves.toBe('a')
    await expect(client.call(memberProfile)).resolves.toBe('b')
    expect(renewals()).toBe(2)
  })

  it('does not retry a public row’s 401, such as a wrong password at sign-in', async () => {
    const { client, paths } = sessionSetup({ [login.path]: [ended()] })
    const error = await apiError(
      client.call(login, { email: 'a@example.com', password: 'wrong' }),
    )
    expect(error.status).toBe(401)
    expect(paths).toEqual([`POST ${login.path}`])
  })

  it('ASVS 7.5.1: does not renew for a 401 with fields, such as a recent sign-in asked for', async () => {
    const { client, paths } = sessionSetup({
      [transferPoints.path]: [
        json(401, {
          error: {
            kind: 'unauthorized',
            message: 'Please sign in again first.',
            fields: { session: 'sign_in_again' },
          },
        }),
      ],
      [RENEW]: [renewed()],
    })
    const error = await apiError(client.call(transferPoints, transfer))
    expect(error.fields).toEqual({ session: 'sign_in_again' })
    expect(paths).toEqual([`POST ${transferPoints.path}`])
  })

  it('leaves the call’s own 401 when the renewal fails, refused or unanswered', async () => {
    for (const failure of [
      json(401, { error: { kind: 'unauthorized', message: 'No session.' } }),
      () => Promise.reject(new Error('offline')),
    ]) {
      const { client, paths } = sessionSetup({
        [memberProfile.path]: [ended(), json(200, 'profile')],
        [RENEW]: [failure],
      })
      const error = await apiError(client.call(memberProfile))
      expect(error).toMatchObject({ status: 401, message: 'Please sign in.' })
      expect(paths).toEqual([`GET ${memberProfile.path}`, `POST ${RENEW}`])
    }
  })

  it('sends a call again once only: a second 401 after the renewal is the answer', async () => {
    const { client, paths } = sessionSetup({
      [memberProfile.path]: [ended()],
      [RENEW]: [renewed()],
    })
    expect((await apiError(client.call(memberProfile))).status).toBe(401)
    expect(paths).toHaveLength(3)
  })

  it('renews nothing for a widget on a partner page, which sends no member cookies', async () => {
    const { client, paths } = sessionSetup(
      { [memberProfile.path]: [ended()], [RENEW]: [renewed()] },
      'https://resort.example.net',
    )
    expect((await apiError(client.call(memberProfile))).status).toBe(401)
    expect(paths).toEqual([`GET ${memberProfile.path}`])
  })
})
