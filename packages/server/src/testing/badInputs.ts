import { daysFromToday } from '@resort/test-fixtures'
import { tamperedToken } from './api'

/** A seeded pseudo-random source in [0, 1), so every run sends the same inputs. */
export type Rng = () => number

/** mulberry32: a tiny seeded PRNG (public domain), good enough to pick test inputs; never Math.random. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One generated input, with a label that names it in the report of a failing case. */
export interface Variant<T> {
  label: string
  value: T
}

const KB = 1024

const variant = <T>(label: string, value: T): Variant<T> => ({ label, value })

// Code points from every plane, control characters and surrogate halves included.
function randomText(rng: Rng, length: number): string {
  let text = ''
  for (let i = 0; i < length; i++) {
    const pick = rng()
    const code =
      pick < 0.4
        ? 0x20 + Math.floor(rng() * 0x5f)
        : pick < 0.55
          ? Math.floor(rng() * 0x20)
          : pick < 0.9
            ? 0xa0 + Math.floor(rng() * 0xd700)
            : 0x10000 + Math.floor(rng() * 0x10000)
    text += String.fromCodePoint(code)
  }
  return text
}

/** A JSON object with an own "__proto__" key, as a parsed request body would have it. */
const withOwnKey = (key: string, value: unknown): Record<string, unknown> => {
  const object: Record<string, unknown> = {}
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return object
}

/** Strings of the wrong shape for any field: empty, blank, numbers and keywords as text, NUL, too long. */
function oddStrings(): Variant<string>[] {
  return [
    variant('empty string', ''),
    variant('blank string', '   '),
    variant('"-1"', '-1'),
    variant('"1.5"', '1.5'),
    variant('"NaN"', 'NaN'),
    variant('"1e309"', '1e309'),
    variant('"null"', 'null'),
    // PostgreSQL text cannot hold U+0000.
    variant('NUL character', 'An\u0000a'),
    variant('3 KB string', 'x'.repeat(3 * KB)),
  ]
}

/** Strings that mean trouble in some layer: SQL, HTML, templates, paths, odd Unicode, controls. */
function hostileStrings(): Variant<string>[] {
  return [
    variant('"Infinity"', 'Infinity'),
    variant('"0x1F"', '0x1F'),
    variant('23-digit number string', '99999999999999999999999'),
    variant('"undefined"', 'undefined'),
    variant('"__proto__"', '__proto__'),
    variant('"constructor"', 'constructor'),
    variant('"hasOwnProperty"', 'hasOwnProperty'),
    variant('SQL quote', "' OR '1'='1"),
    variant('SQL drop', "x'); DROP TABLE bookings; --"),
    variant('SQL union', '1 UNION SELECT value FROM app_meta --'),
    variant('HTML script', '<script>alert(1)</script>'),
    variant('HTML attribute', '"><img src=x onerror=alert(1)>'),
    variant('template syntax', '{{7*7}} ${7*7} #{7*7}'),
    variant('path traversal', '../../../../etc/passwd'),
    variant('unicode letters', 'Ñandú Žaba 日本語 العربية'),
    variant('emoji', '😀👨‍👩‍👧‍👦🏳️‍🌈'),
    variant('lone surrogates', '\ud800x\udfff'),
    variant('bidi and zero-width', '\u202eevil\u200b\ufeff'),
    variant('combining marks', 'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d'),
    variant('control characters', '\u0000\u0001\u0007\u001b[31m\u007f'),
    variant('CR LF header injection', 'a\r\nSet-Cookie: x=y'),
  ]
}

/** `count` items picked by the rng: the same ones on every run with the same seed. */
function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const pool = [...items]
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(rng() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, count)
}

// Every field gets every wrong shape; hostile content is spread over the fields by the rng.
const HOSTILE_PER_FIELD = 3

/** Values of every wrong type and odd shape, to put where a valid field was. */
function oddValues(rng: Rng): Variant<unknown>[] {
  return [
    variant('null', null),
    variant('true', true),
    variant('false', false),
    variant('0', 0),
    variant('-1', -1),
    variant('1.5', 1.5),
    variant('1e308', 1e308),
    variant('2^53 + 2', 2 ** 53 + 2),
    ...oddStrings(),
    ...sample(hostileStrings(), HOSTILE_PER_FIELD, rng),
    variant('100 KB string', 'x'.repeat(100 * KB)),
    variant('empty array', []),
    variant('array of null', [null]),
    variant('empty object', {}),
    variant('nested object', { a: { b: [1, { c: null }] } }),
    variant('object with __proto__', withOwnKey('__proto__', { polluted: 1 })),
    variant('constructor.prototype', { constructor: { prototype: { x: 1 } } }),
    variant('random integer', Math.floor((rng() - 0.5) * 2 ** 40)),
    variant('random text', randomText(rng, 1 + Math.floor(rng() * 40))),
  ]
}

/** Dates that are not a real yyyy-MM-dd, or are real but out of any bookable range. */
function oddDates(): Variant<string>[] {
  return [
    variant('30 February', '2027-02-30'),
    variant('29 February of a common year', '2027-02-29'),
    variant('month 13', '2027-13-01'),
    variant('month 00', '2027-00-10'),
    variant('day 00', '2027-05-00'),
    variant('no zero padding', '2027-5-1'),
    variant('no dashes', '20270501'),
    variant('slashes', '2027/05/01'),
    variant('European order', '01.05.2027'),
    variant('with a time', '2027-05-01T00:00:00Z'),
    variant('leading space', ' 2027-05-01'),
    variant('expanded year', '+002027-05-01'),
    variant('negative year', '-2027-05-01'),
    variant('"tomorrow"', 'tomorrow'),
    variant('year 0000', '0000-01-01'),
    variant('year 9999', '9999-12-31'),
    variant('yesterday', daysFromToday(-1)),
    variant('today', daysFromToday(0)),
    variant('in ten years', daysFromToday(3650)),
  ]
}

/** Stays that are well-formed dates but wrong as a stay: reversed, empty, too long, past, far away. */
function oddStays(from: string, to: string): Variant<[string, string]>[] {
  return [
    variant('reversed stay', [to, from]),
    variant('zero nights', [from, from]),
    variant('31 nights', [daysFromToday(40), daysFromToday(71)]),
    variant('366 nights', [daysFromToday(40), daysFromToday(406)]),
    variant('stay from yesterday', [daysFromToday(-1), daysFromToday(2)]),
    variant('stay in year 9999', ['9999-12-01', '9999-12-04']),
    variant('stay across year 9999', ['9999-12-30', '9999-12-31']),
    variant('stay in year 2100', ['2100-02-27', '2100-03-02']),
  ]
}

/** Tampered or forged versions of a signed booking link token. */
function tamperedTokens(token: string): Variant<string>[] {
  const [header = '', payload = '', signature = ''] = token.split('.')
  const json = (segment: string) =>
    JSON.parse(Buffer.from(segment, 'base64url').toString()) as Record<
      string,
      unknown
    >
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return [
    variant('signature changed', tamperedToken(token)),
    variant('signature removed', `${header}.${payload}.`),
    variant('alg none', `${encode({ alg: 'none' })}.${payload}.`),
    variant(
      'alg HS512',
      `${encode({ ...json(header), alg: 'HS512' })}.${payload}.${signature}`,
    ),
    variant(
      'other booking id',
      `${header}.${encode({ ...json(payload), sub: 'AA22222222' })}.${signature}`,
    ),
    variant(
      'other purpose',
      `${header}.${encode({ ...json(payload), purpose: 'admin' })}.${signature}`,
    ),
    variant(
      'expired',
      `${header}.${encode({ ...json(payload), exp: 1 })}.${signature}`,
    ),
    variant(
      'payload not JSON',
      `${header}.${encode('x').slice(2)}.${signature}`,
    ),
    variant('truncated', token.slice(0, token.length >> 1)),
    variant('extra segment', `${token}.${signature}`),
    variant('appended character', `${token}x`),
    variant('leading space', ` ${token}`),
    variant('only dots', '..........'),
    variant('9 characters', 'AAAAAAAAA'),
    variant('2,001 characters', 'A'.repeat(2001)),
    variant('token repeated', `${token}${token}`),
    variant('unicode token', '日本語のトークンです。署名なし'),
    variant('SQL token', "' OR 1=1; -- ' OR 1=1; --"),
  ]
}

/** Idempotency-Key headers the route must refuse: too short, too long, or with odd characters. */
export function badIdempotencyKeys(): Variant<string | string[]>[] {
  return [
    variant('empty key', ''),
    variant('7 characters', 'abcdefg'),
    variant('201 characters', 'k'.repeat(201)),
    variant('spaces', 'has spaces in it'),
    variant('semicolons', 'semi;colon;key'),
    variant('slashes', 'slash/key/12345'),
    variant('quotes', "quote'key'1234"),
    variant('HTML', '<script>1234</script>'),
    variant('Latin-1 letters', '\u00fcmlaut-key-1234'),
    variant('tab', 'key\ttab-12345'),
    variant('percent escapes', '%00%00%00%00%00'),
    variant('two keys', ['valid-key-0001', 'valid-key-0002']),
  ]
}

type Path = (string | number)[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Every path into a JSON value, parents before children. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const children = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : isObject(value)
      ? Object.entries(value)
      : []
  return children.flatMap(([key, child]) => {
    const path = [...prefix, key]
    return [path, ...pathsOf(child, path)]
  })
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    root,
  )
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const copy = clone(root)
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>
  Object.defineProperty(parent, path.at(-1)!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return copy
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = clone(root)
  const parent = at(copy, path.slice(0, -1))
  const key = path.at(-1)!
  if (Array.isArray(parent)) parent.splice(Number(key), 1)
  else delete (parent as Record<string, unknown>)[key]
  return copy
}

const nameOf = (path: Path) => path.join('.') || 'body'

/** Fields a client must not be able to set, or keys that probe the parser. */
function unknownFields(): Variant<[string, unknown]>[] {
  const many = Object.fromEntries(
    Array.from({ length: 2000 }, (_, i) => [`f${i}`, i]),
  )
  return [
    variant('unknown field', ['unknownField', 'x']),
    variant('server-owned totalPrice', ['totalPrice', 1]),
    variant('server-owned status', ['status', 'cancelled']),
    variant('server-owned bookingId', ['bookingId', 'AA22222222']),
    variant('isAdmin', ['isAdmin', true]),
    variant('__proto__ key', ['__proto__', { isAdmin: true }]),
    variant('constructor key', ['constructor', { prototype: { x: 1 } }]),
    variant('empty key', ['', 1]),
    variant('control character key', ['\u0000\u001f', 1]),
    variant('10 KB key', ['k'.repeat(10 * KB), 1]),
    variant('2,000 unknown fields', ['many', many]),
  ]
}

/** Values only some fields get: dates for date fields, tampered tokens for the token. */
function fieldValues(key: string | number, value: unknown): Variant<unknown>[] {
  if (typeof value !== 'string') return []
  if (/^(date\w*|from|to)$/.test(String(key))) return oddDates()
  if (key === 'token') return tamperedTokens(value)
  return []
}

/**
 * Bad bodies made from a valid one: each field (nested ones too) deleted and replaced with values of
 * the wrong type or odd content, unknown fields added to each object, array items repeated past
 * any limit, and the stay's dates made wrong as a pair.
 */
export function bodyMutations(valid: object, rng: Rng): Variant<unknown>[] {
  const out: Variant<unknown>[] = []
  const paths = pathsOf(valid)
  for (const path of paths) {
    const name = nameOf(path)
    out.push(variant(`${name} deleted`, deleteAt(valid, path)))
    const original = at(valid, path)
    for (const odd of [
      ...oddValues(rng),
      ...fieldValues(path.at(-1)!, original),
    ])
      out.push(variant(`${name} = ${odd.label}`, setAt(valid, path, odd.value)))
  }
  for (const path of [[], ...paths]) {
    const node = at(valid, path)
    if (isObject(node)) {
      for (const { label, value } of unknownFields()) {
        out.push(
          variant(
            `${label} in ${nameOf(path)}`,
            setAt(valid, [...path, value[0]], value[1]),
          ),
        )
      }
    }
    if (Array.isArray(node) && node.length > 0) {
      for (const count of [6, 31, 1000]) {
        const items = Array.from({ length: count }, () => node[0])
        out.push(
          variant(`${nameOf(path)} × ${count}`, setAt(valid, path, items)),
        )
      }
      out.push(
        variant(
          `${nameOf(path)} with a null item`,
          setAt(valid, path, [...node, null]),
        ),
      )
    }
  }
  for (const [fromKey, toKey] of [
    ['dateFrom', 'dateTo'],
    ['from', 'to'],
  ] as const) {
    const body = valid as Record<string, unknown>
    const [from, to] = [body[fromKey], body[toKey]]
    if (typeof from !== 'string' || typeof to !== 'string') continue
    for (const { label, value } of oddStays(from, to)) {
      out.push(
        variant(label, {
          ...clone(body),
          [fromKey]: value[0],
          [toKey]: value[1],
        }),
      )
    }
  }
  return out
}

export interface RawBody {
  label: string
  body: string | Buffer
  /** The content-type header; none is sent when left out. */
  contentType?: string
  /**
   * refused: never a valid request; json: valid exactly when the decoded text parses to a valid
   * body; maybe: the server may reasonably take it either way.
   */
  expect: 'refused' | 'json' | 'maybe'
}

const JSON_TYPE = 'application/json'

/** Raw bodies made from a valid JSON text: broken JSON, wrong types at the top, wrong media types, sizes. */
export function rawBodies(valid: object): RawBody[] {
  const text = JSON.stringify(valid)
  const json = (label: string, body: string | Buffer): RawBody => ({
    label,
    body,
    contentType: JSON_TYPE,
    expect: 'json',
  })
  const typed = (
    label: string,
    contentType: string | undefined,
    body: string | Buffer,
    expect: RawBody['expect'] = 'refused',
  ): RawBody => ({
    label,
    body,
    ...(contentType === undefined ? {} : { contentType }),
    expect,
  })
  const deepArray = '['.repeat(10_000) + ']'.repeat(10_000)
  const firstKey = Object.keys(valid)[0]!
  const form = new URLSearchParams(
    Object.entries(valid).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString()
  const boundary = '----fuzzboundary'
  const multipart = Object.entries(valid)
    .map(
      ([key, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
    )
    .join('')
  return [
    json('unquoted keys', text.replace(/"(\w+)":/g, '$1:')),
    json('single quotes', text.replaceAll('"', "'")),
    json('trailing comma', `${text.slice(0, -1)},}`),
    ...[1, 2, text.length >> 1, text.length - 1].map((cut) =>
      json(`truncated to ${cut} characters`, text.slice(0, cut)),
    ),
    json('trailing garbage', `${text}x`),
    json('two documents', `${text}${text}`),
    json('comment', `/* note */${text}`),
    json('NaN literal', `{"${firstKey}":NaN}`),
    json('empty body', ''),
    json('whitespace body', ' \n\t '),
    json('top-level array', `[${text}]`),
    json('top-level string', JSON.stringify(text)),
    json('top-level number', '42'),
    json('top-level null', 'null'),
    json('top-level true', 'true'),
    json('array nested 10,000 deep', deepArray),
    json(
      'object nested 10,000 deep',
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    ),
    json(
      'field nested 10,000 deep',
      JSON.stringify({ ...valid, [firstKey]: null }).replace(
        `"${firstKey}":null`,
        `"${firstKey}":${deepArray}`,
      ),
    ),
    json('__proto__ at the top', `{"__proto__":{"x":1},${text.slice(1)}`),
    json(
      'constructor.prototype at the top',
      `{"constructor":{"prototype":{"x":1}},${text.slice(1)}`,
    ),
    json(
      'duplicate key, bad value last',
      `${text.slice(0, -1)},"${firstKey}":[]}`,
    ),
    json(
      'duplicate key, bad value first',
      `{"${firstKey}":[],${text.slice(1)}`,
    ),
    json('5,000-digit number', `{"${firstKey}":${'9'.repeat(5000)}}`),
    json(
      '70 KB body (over the limit)',
      JSON.stringify({ ...valid, pad: 'x'.repeat(70 * KB) }),
    ),
    json(
      '5 MB body',
      JSON.stringify({ ...valid, pad: 'x'.repeat(5 * KB * KB) }),
    ),
    json(
      'invalid UTF-8 outside strings',
      Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    ),
    json('UTF-16 encoded', Buffer.from(text, 'utf16le')),
    json(
      'truncated inside a multi-byte character',
      Buffer.from(`{"x":"日本"}`).subarray(0, 8),
    ),
    // RFC 8259 lets a parser ignore a byte order mark.
    { ...json('byte order mark', `\ufeff${text}`), expect: 'maybe' },
    typed('text/plain', 'text/plain', text),
    typed('text/json', 'text/json', text),
    typed('application/xml', 'application/xml', '<booking/>'),
    typed('form-urlencoded', 'application/x-www-form-urlencoded', form),
    typed(
      'multipart',
      `multipart/form-data; boundary=${boundary}`,
      `${multipart}--${boundary}--\r\n`,
    ),
    typed('no content-type', undefined, text),
    typed('empty content-type', '', text),
    typed('garbage content-type', ';;;=/', text),
    typed(
      'JSON in UTF-16 charset',
      `${JSON_TYPE}; charset=utf-16`,
      text,
      'maybe',
    ),
    typed('JSON upper case type', 'APPLICATION/JSON', text, 'maybe'),
    typed(
      'JSON with utf-8 charset',
      `${JSON_TYPE}; charset=utf-8`,
      text,
      'maybe',
    ),
    typed('JSON vendor type', 'application/vnd.api+json', text, 'maybe'),
  ]
}

// A browser sends a lone surrogate as U+FFFD; encodeURIComponent would throw on it.
const encode = (text: string) =>
  encodeURIComponent(Buffer.from(text).toString('utf8'))

/** One raw query-string parameter, encoded the way a browser would. */
const pair = (key: string, value: string) => `${encode(key)}=${encode(value)}`

/**
 * Bad query strings made from valid parameters: each one left out, emptied, replaced with odd or very
 * long values, repeated, sent as an array, malformed percent escapes, and unknown or polluting keys.
 */
export function queryMutations(
  valid: Record<string, string>,
  rng: Rng,
): Variant<string>[] {
  const entries = Object.entries(valid)
  const build = (replace: string, value: string | null, raw = false) =>
    entries
      .flatMap(([key, original]) =>
        key !== replace
          ? [pair(key, original)]
          : value === null
            ? []
            : [raw ? value : pair(key, value)],
      )
      .join('&')
  const base = build('', null)
  const out: Variant<string>[] = []
  for (const [key, original] of entries) {
    const values = [
      ...oddStrings(),
      ...sample(hostileStrings(), HOSTILE_PER_FIELD, rng),
      ...fieldValues(key, original),
      variant('random text', randomText(rng, 1 + Math.floor(rng() * 30))),
      variant('8 KB value', 'x'.repeat(8 * KB)),
    ] as Variant<unknown>[]
    out.push(variant(`${key} left out`, build(key, null)))
    for (const { label, value } of values)
      out.push(
        variant(
          `${key} = ${label}`,
          build(key, pair(key, String(value)), true),
        ),
      )
    const raw = (label: string, text: string) =>
      out.push(variant(`${key} ${label}`, build(key, text, true)))
    raw('with no value', encode(key))
    raw('empty', `${encode(key)}=`)
    raw('repeated', `${pair(key, original)}&${pair(key, original)}`)
    raw(
      'repeated with another value',
      `${pair(key, original)}&${pair(key, 'x')}`,
    )
    raw('repeated 20 times', Array(20).fill(pair(key, original)).join('&'))
    raw('as key[]', pair(`${key}[]`, original))
    raw('as key[0]', pair(`${key}[0]`, original))
    raw('as key[a]', pair(`${key}[a]`, original))
    raw('as key.a', pair(`${key}.a`, original))
    for (const escape of ['%', '%zz', '%C0%AF', '%00', '+'])
      raw(`= ${escape}`, `${encode(key)}=${escape}`)
  }
  for (const extra of [
    'unknown=1',
    '__proto__=x',
    '__proto__[isAdmin]=1',
    'constructor[prototype][isAdmin]=1',
    '&&&',
    '=&=',
    '=x',
    '%zz=1',
    Array.from({ length: 500 }, (_, i) => `f${i}=${i}`).join('&'),
  ])
    out.push(variant(`with ${extra.slice(0, 40)}`, `${base}&${extra}`))
  out.push(variant('no query at all', ''))
  return out
}

/** Query strings near and past the 16 KB that Node reads of a request head. */
export function longQueries(valid: Record<string, string>): Variant<string>[] {
  const [key] = Object.keys(valid)
  return [15, 20, 100].map((size) =>
    variant(
      `${key} of ${size} KB`,
      new URLSearchParams({
        ...valid,
        [key!]: 'x'.repeat(size * KB),
      }).toString(),
    ),
  )
}

/**
 * Raw HTTP/1.1 requests to a POST route that an HTTP parser or router refuses before any route
 * runs: broken framing, bad header names, an unknown version, a missing Host, bad path escapes.
 */
export function brokenHttpRequests(path: string): Variant<string>[] {
  const head = (start: string, ...headers: string[]) =>
    [start, ...headers, 'Connection: close', '', ''].join('\r\n')
  const json = 'Content-Type: application/json'
  return [
    variant(
      'Content-Length not a number',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Content-Length: abc')}{}`,
    ),
    variant(
      'chunk size not hex',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Transfer-Encoding: chunked')}zz\r\n{}\r\n0\r\n\r\n`,
    ),
    variant(
      'Content-Length and Transfer-Encoding',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Content-Length: 2', 'Transfer-Encoding: chunked')}2\r\n{}\r\n0\r\n\r\n`,
    ),
    variant(
      'header name with a space',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Bad Header: 1', 'Content-Length: 2')}{}`,
    ),
    variant(
      'header value with a DEL byte',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Origin: \u007fnull', 'Content-Length: 2')}{}`,
    ),
    variant(
      'HTTP/9.9',
      `${head(`POST ${path} HTTP/9.9`, 'Host: x', json, 'Content-Length: 2')}{}`,
    ),
    variant(
      'space in the request target',
      `${head(`POST ${path}?a b HTTP/1.1`, 'Host: x', json, 'Content-Length: 2')}{}`,
    ),
    variant(
      'no Host header',
      `${head(`POST ${path} HTTP/1.1`, json, 'Content-Length: 2')}{}`,
    ),
    variant(
      'unknown Expect',
      `${head(`POST ${path} HTTP/1.1`, 'Host: x', json, 'Expect: bogus', 'Content-Length: 2')}{}`,
    ),
    ...['%ff', '%zz', '%'].map((escape) =>
      variant(
        `path ending in ${escape}`,
        `${head(`POST ${path}${escape} HTTP/1.1`, 'Host: x', json, 'Content-Length: 2')}{}`,
      ),
    ),
  ]
}
