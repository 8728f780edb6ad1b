import { request as httpRequest, Agent } from 'node:http'
import { connect } from 'node:net'
import {
  anotherRoomQuerySchema,
  bookingAvailabilityQuerySchema,
  bookingAvailabilityResponseSchema,
  bookingRequestResponseSchema,
  bookingRequestSchema,
  calendarQuerySchema,
  groupCalendarQuerySchema,
  calendarResponseSchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
  cancelBookingRequestSchema,
  editBookingRequestSchema,
  errorResponseSchema,
  existingBookingSchema,
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
  loginRequestSchema,
  newBookingRequestSchema,
  passkeySignInRequestSchema,
  propertiesQuerySchema,
  propertiesResponseSchema,
  propertyQuerySchema,
  propertyResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  signedInResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
  viewBookingQuerySchema,
} from '@resort/core/api'
import { daysFromToday, member, testCards } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../testing/api'
import {
  badIdempotencyKeys,
  bodyMutations,
  brokenHttpRequests,
  longQueries,
  mulberry32,
  queryMutations,
  rawBodies,
  type RawBody,
} from '../testing/badInputs'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

const CONCURRENCY = 16
// The server's body limit (app.ts); a larger body gets 413.
const BODY_LIMIT = 64 * 1024
// 417 and 431: the HTTP layer's answers to an unknown Expect and to an over-long request head;
// 401: a sign-in whose address or password is wrong.
const ALLOWED_ERRORS = new Set([
  400, 401, 402, 404, 409, 413, 415, 417, 422, 429, 431,
])
// What a stack trace or an internal error leaks into a body.
const LEAKS = [
  '    at ',
  '.ts:',
  'node_modules',
  'SQLITE',
  'ZodError',
  'TypeError',
  'Cannot read prop',
  'FST_',
]
const CARD_NUMBERS = [
  testCards.visa.cardNumber,
  testCards.visa.cardNumber.replaceAll(' ', ''),
]

/** A schema as these tests use it; core's schemas are classic zod or zod mini. */
interface Schema {
  safeParse(value: unknown): { success: boolean }
}

interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  /** The schema of the body or query, which decides whether an input is valid at all. */
  input: Schema
  /** The schema of a success, and its status. */
  output: Schema
  ok: number
}

interface Attempt {
  label: string
  method: string
  /** Path and query. */
  url: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  /** True when no server may accept it; false when the input may be valid after all. */
  refused: boolean
  /** Sent as these bytes on a fresh connection, instead of method, url, headers and body. */
  raw?: string
}

const endpoint = (
  route: `${Endpoint['method']} ${string}`,
  input: Endpoint['input'],
  output: Endpoint['output'],
  ok = 200,
): Endpoint => {
  const [method, path] = route.split(' ') as [Endpoint['method'], string]
  return { method, path, input, output, ok }
}

const NEW_BOOKING = endpoint(
  'POST /api/v1/booking/new-booking',
  newBookingRequestSchema,
  existingBookingSchema,
  201,
)
const VIEW_BOOKING = endpoint(
  'GET /api/v1/booking/view-booking',
  viewBookingQuerySchema,
  existingBookingSchema,
)
const CANCEL_BOOKING = endpoint(
  'POST /api/v1/booking/cancel-booking',
  cancelBookingRequestSchema,
  existingBookingSchema,
)
const EDIT_BOOKING = endpoint(
  'POST /api/v1/booking/edit-booking',
  editBookingRequestSchema,
  existingBookingSchema,
)
const BOOKING_AVAILABILITY = endpoint(
  'GET /api/v1/booking/view-booking-availability',
  bookingAvailabilityQuerySchema,
  bookingAvailabilityResponseSchema,
)
const BOOKING_REQUEST = endpoint(
  'POST /api/v1/service/booking-request',
  bookingRequestSchema,
  bookingRequestResponseSchema,
  201,
)
const CALLBACK_REQUEST = endpoint(
  'POST /api/v1/service/callback-request',
  callbackRequestSchema,
  callbackRequestResponseSchema,
  201,
)
const SUGGESTIONS = endpoint(
  'GET /api/v1/search',
  suggestionsQuerySchema,
  suggestionsResponseSchema,
)
const PROPERTIES = endpoint(
  'GET /api/v1/search/properties',
  propertiesQuerySchema,
  propertiesResponseSchema,
)
const PROPERTY = endpoint(
  'GET /api/v1/search/property',
  propertyQuerySchema,
  propertyResponseSchema,
)
const ANOTHER_ROOM = endpoint(
  'GET /api/v1/search/property-another-room',
  anotherRoomQuerySchema,
  propertyResponseSchema,
)
const CALENDAR = endpoint(
  'GET /api/v1/search/unit-availability-calendar',
  calendarQuerySchema,
  calendarResponseSchema,
)
const GROUP_CALENDAR = endpoint(
  'GET /api/v1/search/availability-calendar',
  groupCalendarQuerySchema,
  calendarResponseSchema,
)
const FINAL_QUOTE = endpoint(
  'POST /api/v1/search/final-price-quote',
  finalQuoteRequestSchema,
  finalQuoteResponseSchema,
)
const UNIT_QUOTE = endpoint(
  'POST /api/v1/search/unit-price-quote',
  unitQuoteRequestSchema,
  unitQuoteResponseSchema,
)

const LOGIN = endpoint(
  'POST /api/v1/auth/login',
  loginRequestSchema,
  signedInResponseSchema,
)
const REGISTER = endpoint(
  'POST /api/v1/auth/register',
  registerRequestSchema,
  registerResponseSchema,
  202,
)
const PASSKEY_SIGN_IN = endpoint(
  'POST /api/v1/auth/passkeys/authentication/verify',
  passkeySignInRequestSchema,
  signedInResponseSchema,
)

let server: TestServer
let agent: Agent
/** Requests sent per endpoint, printed once at the end. */
const sent = new Map<string, number>()
const totalSent = () => [...sent.values()].reduce((sum, n) => sum + n, 0)
const count = ({ method, path }: Endpoint, n: number) =>
  sent.set(`${method} ${path}`, (sent.get(`${method} ${path}`) ?? 0) + n)

interface Answer {
  status: number
  contentType: string
  text: string
}

/** Sends one request as is (no client-side checks on headers or body) and reads the whole answer. */
function send(attempt: Attempt): Promise<Answer> {
  const { hostname, port } = new URL(server.baseUrl)
  const headers: Record<string, string | string[]> = { ...attempt.headers }
  if (attempt.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(attempt.body))
  // Past the 16 KB the server reads of a request head, it answers and drops the connection
  // without saying so; a reused connection would then fail the next, unrelated request.
  const fresh = attempt.url.length > 8 * 1024
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        agent: fresh ? false : agent,
        method: attempt.method,
        path: attempt.url,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(attempt.body)
  })
}

/** Writes a raw request on a new connection and reads the answer until the server closes it. */
function sendRaw(text: string): Promise<Answer> {
  const { hostname, port } = new URL(server.baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = response.split('\r\n\r\n')
      const header = (name: string) =>
        new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1] ?? ''
      const body = rest.join('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: header('content-type'),
        // Every answer here is short enough to come in one chunk.
        text: /chunked/i.test(header('transfer-encoding'))
          ? body
              .replace(/^[0-9a-f]+\r\n/i, '')
              .replace(/\r\n0\r\n\r\n$|^0\r\n\r\n$/, '')
          : body,
      })
    })
    socket.end(text)
  })
}

/** What is wrong with an answer, or undefined when it keeps the error contract. */
function problemWith(
  target: Endpoint,
  attempt: Attempt,
  answer: Answer,
): string | undefined {
  const { status, contentType, text } = answer
  const success = status >= 200 && status < 300
  if (status >= 500) return `server error ${status}`
  const oversized = Buffer.byteLength(attempt.body ?? '') > BODY_LIMIT
  if (oversized && status !== 413) return `status ${status} for a big body`
  if (success && attempt.refused) return `accepted with ${status}`
  if (success && status !== target.ok) return `success status ${status}`
  if (!success && !ALLOWED_ERRORS.has(status)) return `status ${status}`
  if (!/^application\/json\b/.test(contentType))
    return `content-type "${contentType}"`
  const leak = LEAKS.find((marker) => text.includes(marker))
  if (leak) return `leaks "${leak}"`
  if (CARD_NUMBERS.some((number) => text.includes(number)))
    return 'echoes the card number'
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'body is not JSON'
  }
  const schema = success ? target.output : errorResponseSchema
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    return `body does not match the ${success ? 'success' : 'error'} schema`
  return undefined
}

/** Sends every attempt, at most CONCURRENCY at a time, and lists the answers that break the contract. */
async function probe(target: Endpoint, attempts: Attempt[]): Promise<string[]> {
  const problems: string[] = []
  count(target, attempts.length)
  let next = 0
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!
      let problem: string | undefined
      let status = 0
      let text = ''
      try {
        const answer = attempt.raw
          ? await sendRaw(attempt.raw)
          : await send(attempt)
        ;({ status, text } = answer)
        problem = problemWith(target, attempt, answer)
      } catch (error) {
        problem = `no answer (${(error as { code?: string }).code ?? String(error)})`
      }
      if (problem)
        problems.push(
          `${attempt.method} ${attempt.url.slice(0, 120)} [${attempt.label}]: ${problem}; ${status} ${text.slice(0, 300)}`,
        )
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return problems
}

/** Would the endpoint's own schema refuse this JSON text? */
function schemaRefuses(target: Endpoint, text: string): boolean {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return true
  }
  return !target.input.safeParse(value).success
}

const JSON_HEADERS = { 'content-type': 'application/json' }

/** POST attempts: the valid body mutated field by field, then broken raw bodies. */
function bodyAttempts(
  target: Endpoint,
  valid: object,
  seed: number,
): Attempt[] {
  const attempts: Attempt[] = bodyMutations(valid, mulberry32(seed)).map(
    ({ label, value }) => {
      const body = JSON.stringify(value)
      return {
        label,
        method: 'POST',
        url: target.path,
        headers: JSON_HEADERS,
        body,
        refused: schemaRefuses(target, body),
      }
    },
  )
  const wrongMethod = (method: string): Attempt => ({
    label: `${method} to a POST route`,
    method,
    url: `${target.path}?${new URLSearchParams({ x: '1' })}`,
    refused: true,
  })
  return [
    ...attempts,
    ...rawBodies(valid).map((raw) => rawAttempt(target, raw)),
    wrongMethod('GET'),
    wrongMethod('PUT'),
    wrongMethod('DELETE'),
  ]
}

function rawAttempt(target: Endpoint, raw: RawBody): Attempt {
  const text = Buffer.isBuffer(raw.body) ? raw.body.toString('utf8') : raw.body
  return {
    label: raw.label,
    method: 'POST',
    url: target.path,
    headers:
      raw.contentType === undefined ? {} : { 'content-type': raw.contentType },
    body: raw.body,
    refused:
      raw.expect === 'refused' ||
      (raw.expect === 'json' && schemaRefuses(target, text)),
  }
}

/** The query as the server reads it: a repeated key becomes an array. */
function parseQuery(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = Object.create(null)
  for (const [key, value] of new URLSearchParams(query)) {
    const before = parsed[key]
    parsed[key] =
      before === undefined
        ? value
        : Array.isArray(before)
          ? [...before, value]
          : [before, value]
  }
  return parsed
}

/** GET attempts: the valid query mutated parameter by parameter, plus a body where none belongs. */
function queryAttempts(
  target: Endpoint,
  valid: Record<string, string>,
  seed: number,
): Attempt[] {
  const attempts: Attempt[] = queryMutations(valid, mulberry32(seed)).map(
    ({ label, value }) => ({
      label,
      method: 'GET',
      url: `${target.path}?${value}`,
      refused: !target.input.safeParse(parseQuery(value)).success,
    }),
  )
  const url = `${target.path}?${new URLSearchParams(valid)}`
  return [
    ...attempts,
    {
      label: 'GET with a JSON body',
      method: 'GET',
      url,
      headers: JSON_HEADERS,
      body: '{"x":',
      refused: false,
    },
    {
      label: 'POST to a GET route',
      method: 'POST',
      url,
      headers: JSON_HEADERS,
      body: '{}',
      refused: true,
    },
    { label: 'DELETE', method: 'DELETE', url, refused: true },
  ]
}

let newBooking: ReturnType<typeof bookingBody>
let editBody: Record<string, unknown>
let cancelBody: Record<string, unknown>
let viewQuery: Record<string, string>
let availabilityQuery: Record<string, string>
let quoteBody: Record<string, unknown>
let unitQuoteBody: Record<string, unknown>
let propertyQuery: Record<string, string>
let propertiesQuery: Record<string, string>
let anotherRoomQuery: Record<string, string>
let calendarQuery: Record<string, string>

/** A unit request with one of the property's extras, priced by the server. */
async function withExtra(offer: Awaited<ReturnType<typeof findOffer>>) {
  const detail = await call(
    server.baseUrl,
    `/api/v1/search/property?${qs({ propertyId: offer.propertyId, dateFrom: offer.dateFrom, dateTo: offer.dateTo, adults: 2 })}`,
  )
  const extra = detail.body.supplements[0]
  const units = [
    {
      unitId: offer.unitId,
      adults: 2,
      children: 0,
      supplements: extra ? [{ serviceId: extra.serviceId, quantity: 1 }] : [],
    },
  ]
  const quote = await post(server.baseUrl, '/api/v1/search/final-price-quote', {
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    units,
  })
  expect(quote.status).toBe(200)
  return { units, total: quote.body.totalPrice as number }
}

async function bookedToken(startInDays: number) {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'NOGUARANTEE',
    startInDays,
  })
  const priced = await withExtra(offer)
  const booked = await book(
    server.baseUrl,
    bookingBody(offer, { units: priced.units, expectedTotal: priced.total }),
  )
  expect(booked.status).toBe(201)
  return { offer, priced, token: tokenOf(booked.body.bookingURI) }
}

beforeAll(async () => {
  server = await startTestServer()
  agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

  const offer = await findOffer(server.baseUrl, {
    guarantee: 'CCARD_GUARANTEE',
    startInDays: 220,
  })
  const priced = await withExtra(offer)
  newBooking = bookingBody(offer, {
    units: priced.units,
    expectedTotal: priced.total,
  })
  quoteBody = {
    lang: 'en',
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    units: priced.units,
  }
  const { units: _units, ...stay } = quoteBody
  unitQuoteBody = { ...stay, ...priced.units[0] }
  const stayQuery = {
    propertyId: offer.propertyId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    adults: '2',
    children: '0',
    rooms: '1',
    lang: 'en',
  }
  propertyQuery = stayQuery
  const { propertyId: _propertyId, ...stayOnly } = stayQuery
  propertiesQuery = {
    ...stayOnly,
    type: 'hotel',
    destination: 'istria',
    sort: 'price',
    order: 'desc',
    page: '1',
    pageSize: '10',
  }
  anotherRoomQuery = { ...stayQuery, selected: `${offer.unitId},x` }
  calendarQuery = {
    propertyId: offer.propertyId,
    unitId: offer.unitId,
    from: offer.dateFrom,
    to: daysFromToday(240),
    adults: '2',
    children: '0',
    lang: 'en',
  }

  const edited = await bookedToken(200)
  editBody = {
    token: edited.token,
    lang: 'en',
    dateFrom: edited.offer.dateFrom,
    dateTo: edited.offer.dateTo,
    units: edited.priced.units,
    expectedTotal: edited.priced.total,
  }
  viewQuery = { token: edited.token, lang: 'de' }
  availabilityQuery = {
    token: edited.token,
    from: edited.offer.dateFrom,
    to: daysFromToday(230),
    lang: 'en',
  }
  const cancelled = await bookedToken(210)
  cancelBody = { token: cancelled.token, lang: 'en' }
}, 30_000)

afterAll(async () => {
  console.log(
    `malformed requests sent: ${totalSent()}\n${[...sent].map(([name, n]) => `  ${name}: ${n}`).join('\n')}`,
  )
  agent?.destroy()
  await server?.close()
})

describe('malformed input (DESIGN: errors are JSON, no input gets a 500 or a stack trace)', () => {
  it('new-booking refuses every malformed body and bad Idempotency-Key with a JSON 4xx, and replays a key only for its own body', async () => {
    const badKeys = badIdempotencyKeys()
    const attempts = bodyAttempts(NEW_BOOKING, newBooking, 1).map(
      (attempt, index): Attempt => {
        // One in three carries a fresh valid key, one in three a bad key the route must refuse.
        const headers = (key: string | string[]) => ({
          ...attempt.headers,
          'idempotency-key': key,
        })
        if (index % 3 === 0) return attempt
        if (index % 3 === 1)
          return { ...attempt, headers: headers(`malformed-${index}-key`) }
        const bad = badKeys[index % badKeys.length]!
        return {
          ...attempt,
          label: `${attempt.label}, key ${bad.label}`,
          headers: headers(bad.value),
          refused: true,
        }
      },
    )
    const withKey = (
      label: string,
      key: string | string[],
      refused: boolean,
      body: unknown = newBooking,
    ): Attempt => ({
      label,
      method: 'POST',
      url: NEW_BOOKING.path,
      headers: { ...JSON_HEADERS, 'idempotency-key': key },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      refused,
    })
    for (const bad of badKeys)
      attempts.push(withKey(`valid body, key ${bad.label}`, bad.value, true))
    expect(await probe(NEW_BOOKING, attempts)).toEqual([])

    // In order: the first answer (a booking, or sold out by now) is replayed for the same body,
    // even with an unknown field the schema drops; another body is refused.
    const key = 'replayed-key-0001'
    const answers: Answer[] = []
    for (const attempt of [
      withKey('first use of a key', key, false),
      withKey('same key, same body', key, false),
      withKey('same key, an unknown field added', key, false, {
        ...newBooking,
        extra: 1,
      }),
      withKey('same key, another total', key, true, {
        ...newBooking,
        expectedTotal: 1,
      }),
      withKey('same key, broken body', key, true, '{"lang":'),
    ]) {
      const answer = await send(attempt)
      expect(problemWith(NEW_BOOKING, attempt, answer), attempt.label).toBe(
        undefined,
      )
      answers.push(answer)
    }
    count(NEW_BOOKING, answers.length)
    const [first, same, extra, other, broken] = answers
    expect(same).toEqual(first)
    expect(extra).toEqual(first)
    expect(other?.status).toBe(422)
    expect(JSON.parse(other!.text).error.kind).toBe('idempotency_conflict')
    expect(broken?.status).toBe(400)
  }, 60_000)

  it.each([
    ['edit-booking', EDIT_BOOKING, () => editBody],
    ['cancel-booking', CANCEL_BOOKING, () => cancelBody],
    ['booking-request', BOOKING_REQUEST, () => bookingRequest()],
    ['callback-request', CALLBACK_REQUEST, () => callbackRequest],
    ['final-price-quote', FINAL_QUOTE, () => quoteBody],
    ['unit-price-quote', UNIT_QUOTE, () => unitQuoteBody],
    [
      'login',
      LOGIN,
      () => ({ email: member.email, password: member.password }),
    ],
    ['register', REGISTER, () => ({ ...member, lang: 'hr' })],
    ['passkey sign-in', PASSKEY_SIGN_IN, () => passkeyAssertion],
  ] as const)(
    '%s refuses every malformed body with a JSON 4xx',
    async (_name, target, valid) => {
      const attempts = bodyAttempts(target, valid(), target.path.length)
      expect(await probe(target, attempts)).toEqual([])
    },
    60_000,
  )

  it.each([
    ['view-booking', VIEW_BOOKING, () => viewQuery],
    [
      'view-booking-availability',
      BOOKING_AVAILABILITY,
      () => availabilityQuery,
    ],
    ['search', SUGGESTIONS, () => ({ q: 'a', lang: 'en' })],
    ['search/properties', PROPERTIES, () => propertiesQuery],
    ['search/property', PROPERTY, () => propertyQuery],
    ['search/property-another-room', ANOTHER_ROOM, () => anotherRoomQuery],
    ['unit-availability-calendar', CALENDAR, () => calendarQuery],
    [
      'availability-calendar',
      GROUP_CALENDAR,
      () => ({
        type: 'villa',
        destination: 'Istria',
        from: calendarQuery.from!,
        to: daysFromToday(30),
        adults: '2',
        children: '0',
        lang: 'en',
      }),
    ],
  ] as const)(
    '%s refuses every malformed query with a JSON 4xx',
    async (_name, target, valid) => {
      const attempts = queryAttempts(target, valid(), target.path.length)
      expect(await probe(target, attempts)).toEqual([])
    },
    60_000,
  )

  it.each([
    ['view-booking', VIEW_BOOKING, () => viewQuery],
    [
      'view-booking-availability',
      BOOKING_AVAILABILITY,
      () => availabilityQuery,
    ],
  ] as const)(
    '%s refuses a query longer than the server reads with a JSON error body',
    async (_name, target, valid) => {
      const attempts = longQueries(valid()).map(({ label, value }) => ({
        label,
        method: 'GET',
        url: `${target.path}?${value}`,
        refused: true,
      }))
      expect(await probe(target, attempts)).toEqual([])
    },
  )

  it.each([
    ['new-booking', NEW_BOOKING],
    ['callback-request', CALLBACK_REQUEST],
  ] as const)(
    '%s answers a request the HTTP layer cannot read with a JSON error body',
    async (_name, target) => {
      const attempts = brokenHttpRequests(target.path).map(
        ({ label, value }): Attempt => ({
          label,
          method: 'POST',
          url: target.path,
          raw: value,
          refused: true,
        }),
      )
      expect(await probe(target, attempts)).toEqual([])
    },
  )

  it('sends at least 500 malformed requests in all', () => {
    expect(totalSent()).toBeGreaterThanOrEqual(500)
  })
})

// The shape of a browser's assertion; with no ceremony cookie it is refused (401) whatever it holds.
const passkeyAssertion = {
  response: {
    id: 'AAECAwQFBgcICQoLDA0ODw',
    rawId: 'AAECAwQFBgcICQoLDA0ODw',
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
      signature: 'MEUCIQDl',
      userHandle: 'dXNlcg',
    },
  },
}

const bookingRequest = () => ({
  lang: 'de',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.com',
  phonenumber: '+43 664 1234567',
  country: 'AT',
  propertyId: propertyQuery.propertyId!,
  dateFrom: daysFromToday(60),
  dateTo: daysFromToday(67),
  adults: 2,
  children: 1,
  message: 'Wir reisen mit einem kleinen Hund.',
  privacyConsent: true,
  newsletter: false,
})

const callbackRequest = {
  lang: 'hr',
  name: 'Ivana Kovač',
  phonenumber: '091 234 5678',
  country: 'HR',
  email: 'ivana@example.com',
  timeWindow: 'afternoon',
  message: 'Po podne, molim.',
  privacyConsent: true,
}
