import redaxios, { type Options } from 'redaxios'
import * as z from 'zod'
import { ApiError } from './ApiError'
import { documentCookies, readCookie, type CookieSource } from './cookieSource'
import { errorResponseSchema, type ErrorKind } from './errors'
import { withQuery, type Query } from './queryString'

/** What the client hands to fetch; a subset of RequestInit, so `window.fetch` fits. */
export interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: string
  credentials?: 'include'
}

/** What the client reads from fetch's answer; a subset of Response. */
export interface FetchResponse {
  status: number
  text(): Promise<string>
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>

export interface ApiClientOptions {
  /** Origin the API lives on, such as `https://resort.example`; '' for the page's own origin. */
  baseUrl: string
  /** Defaults to `globalThis.fetch`, looked up when a request is made. */
  fetch?: FetchLike
  /** Sent as Accept-Language; a function is read on every request, so it follows a language switch. */
  language?: string | (() => string | undefined)
  /** Where the XSRF-TOKEN cookie is read from; defaults to `document.cookie` when there is a document. */
  cookies?: CookieSource
}

export interface RequestOptions<S extends z.ZodType> {
  /** Validates the response body; the call resolves to its output. */
  schema: S
  query?: Query
  headers?: Readonly<Record<string, string>>
}

export interface ApiClient {
  get<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>
  delete<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>
  post<S extends z.ZodType>(
    path: string,
    body: object | undefined,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>
  put<S extends z.ZodType>(
    path: string,
    body: object | undefined,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>
  patch<S extends z.ZodType>(
    path: string,
    body: object | undefined,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch'

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

const STATE_CHANGING: ReadonlySet<Method> = new Set([
  'post',
  'put',
  'patch',
  'delete',
])

// Without a JSON error body, the status alone still says this much.
const KIND_BY_STATUS: Readonly<Record<number, ErrorKind>> = {
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
}

const noFetch: FetchLike = () =>
  Promise.reject(
    new Error('no fetch in this environment; pass one to createApiClient'),
  )

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

interface Received {
  status: number
  text: string
}

function errorFromResponse({ status, text }: Received, what: string) {
  const json = parseJson(text)
  const body = json.ok ? errorResponseSchema.safeParse(json.value) : undefined
  if (body?.success) return new ApiError({ status, ...body.data.error })
  return new ApiError({
    kind: KIND_BY_STATUS[status] ?? 'generic',
    status,
    message: `${what} failed with status ${status}`,
  })
}

function readResponse<S extends z.ZodType>(
  received: Received,
  schema: S,
  what: string,
): z.output<S> {
  const { status, text } = received
  if (status < 200 || status > 299) throw errorFromResponse(received, what)
  const json = parseJson(text)
  if (!json.ok) {
    throw new ApiError({
      kind: 'generic',
      status,
      message: `${what} answered ${status} with a body that is not JSON`,
    })
  }
  const result = schema.safeParse(json.value)
  if (!result.success) {
    throw new ApiError({
      kind: 'generic',
      status,
      message: `${what} answered with an unexpected shape:\n${z.prettifyError(result.error)}`,
      cause: result.error,
    })
  }
  return result.data
}

/** True when requests to the base URL stay on the page's own origin (relative, or the same origin). */
export function isSameOrigin(baseUrl: string): boolean {
  if (baseUrl === '' || (baseUrl.startsWith('/') && !baseUrl.startsWith('//')))
    return true
  const page = (globalThis as { location?: { origin?: string } }).location
    ?.origin
  // scheme://host[:port] of an absolute URL (core has no DOM or Node types, so no URL class).
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]+/i.exec(baseUrl)?.[0]
  return page !== undefined && origin?.toLowerCase() === page.toLowerCase()
}

/** A JSON client for the site's own API: credentials included on its own origin, XSRF header on writes, no timeout, each response checked by a zod schema. */
export function createApiClient({
  baseUrl,
  fetch,
  language,
  cookies = documentCookies,
}: ApiClientOptions): ApiClient {
  // Cookies and the XSRF token go only to the page's own origin: a partner page embedding the
  // widget must neither send a member's session to us nor forward its own XSRF cookie.
  const sameOrigin = isSameOrigin(baseUrl)
  // No timeout option: redaxios has none, and the spec's is 0 (wait as long as the browser does).
  const http = redaxios.create({
    baseURL: baseUrl.replace(/\/+$/, ''),
    withCredentials: sameOrigin,
    // Every status resolves: errors are read from the body, not from redaxios's rejection.
    validateStatus: () => true,
  })

  function headersFor(
    method: Method,
    extra: RequestOptions<z.ZodType>['headers'],
  ): Record<string, string> {
    const lang = typeof language === 'function' ? language() : language
    const xsrfToken =
      sameOrigin && STATE_CHANGING.has(method)
        ? readCookie(cookies(), XSRF_COOKIE)
        : undefined
    return {
      accept: 'application/json',
      ...(lang ? { 'accept-language': lang } : {}),
      ...(xsrfToken ? { [XSRF_HEADER]: xsrfToken } : {}),
      ...extra,
    }
  }

  /** Sends through redaxios (base URL, JSON body, headers, credentials) and keeps the raw answer. */
  async function send(
    method: Method,
    url: string,
    body: object | undefined,
    headers: Record<string, string>,
    what: string,
  ): Promise<Received> {
    // redaxios turns a body that is not JSON into a string, as it does a JSON string body;
    // keeping the raw text and parsing it ourselves tells the two apart.
    let received: Received | undefined
    let sent = false
    const fetchKeepingText = async (target: string, init: FetchInit) => {
      const fetchImpl =
        fetch ?? (globalThis as { fetch?: FetchLike }).fetch ?? noFetch
      sent = true
      const response = await fetchImpl(target, init)
      const text = await response.text()
      received = { status: response.status, text }
      return { status: response.status, text: async () => text }
    }
    try {
      await http(url, {
        method,
        data: body,
        headers,
        // redaxios types this as window.fetch (any without the DOM lib); it only calls it with
        // (url, init) and reads status and text() when validateStatus and responseType are as here.
        fetch: fetchKeepingText as unknown as Options['fetch'],
      })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new ApiError({
        kind: 'generic',
        status: 0,
        message: sent
          ? `${what} failed: network error (${reason})`
          : `${what} could not be sent (${reason})`,
        cause,
      })
    }
    if (!received) {
      throw new ApiError({
        kind: 'generic',
        status: 0,
        message: `${what} got no response`,
      })
    }
    return received
  }

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    body: object | undefined,
    { schema, query, headers }: RequestOptions<S>,
  ): Promise<z.output<S>> {
    // Messages name the path without its query, which may carry a booking token or an email.
    const what = `${method.toUpperCase()} ${path}`
    const url = withQuery(path, query)
    const headerValues = headersFor(method, headers)
    const received = await send(method, url, body, headerValues, what)
    return readResponse(received, schema, what)
  }

  return {
    get: (path, options) => request('get', path, undefined, options),
    delete: (path, options) => request('delete', path, undefined, options),
    post: (path, body, options) => request('post', path, body, options),
    put: (path, body, options) => request('put', path, body, options),
    patch: (path, body, options) => request('patch', path, body, options),
  }
}
