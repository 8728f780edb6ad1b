import { ApiError, isSignedOut } from './ApiError'
import { documentCookies, readCookie, type CookieSource } from './cookieSource'
import type { Endpoint } from './endpoint'
import { getAccessToken } from './endpoints'
import { isErrorKind, type ErrorKind } from './errorKinds'
import { withQuery, type Query } from './queryString'

/** What the client hands to fetch; a subset of RequestInit, so `window.fetch` fits. */
export interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: string
  credentials: 'include' | 'omit'
}

/** What the client reads from fetch's answer; a subset of Response. */
export interface FetchResponse {
  status: number
  text(): Promise<string>
  /** Read for Retry-After; optional, so that a fake answer may leave it out. */
  headers?: { get(name: string): string | null }
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>

export interface ApiClientOptions {
  /** Origin the API lives on, such as `https://resort.example`; '' for the page's own origin. */
  baseUrl: string
  /** Defaults to `globalThis.fetch`, looked up when a request is made. */
  fetch?: FetchLike | undefined
  /** Sent as Accept-Language; a function is read on every request, so it follows a language switch. */
  language?: string | (() => string | undefined)
  /** Where the XSRF-TOKEN cookie is read from; defaults to `document.cookie` when there is a document. */
  cookies?: CookieSource
}

export interface CallOptions {
  headers?: Readonly<Record<string, string>>
}

/** Calls one endpoint of the table: `call(endpoint, input)`. */
export type ApiCall = <Input, Output>(
  endpoint: Endpoint<Input, Output>,
  ...args: undefined extends Input
    ? [input?: Input, options?: CallOptions]
    : [input: Input, options?: CallOptions]
) => Promise<Output>

export interface ApiClient {
  call: ApiCall
  /** The address of a path the server gave, such as a picture (relative to the API). */
  url(path: string): string
}

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

// Without a JSON error body, the status alone still says this much.
const KIND_BY_STATUS: Readonly<Record<number, ErrorKind>> = {
  400: 'missing_params',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterOf(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const at = Date.parse(value)
  return Number.isNaN(at)
    ? undefined
    : Math.max(0, Math.ceil((at - now) / 1000))
}

/** The ApiError of a failed answer: the server's error body, or what its status says. */
function errorOf(
  status: number,
  text: string,
  what: string,
  retryAfter: string | null | undefined,
): ApiError {
  const retryAfterSeconds = retryAfterOf(retryAfter)
  const waiting = retryAfterSeconds === undefined ? {} : { retryAfterSeconds }
  const json = parseJson(text)
  const error = json.ok && isObject(json.value) ? json.value.error : undefined
  if (isObject(error) && typeof error.message === 'string') {
    const fields = isObject(error.fields)
      ? (error.fields as Record<string, string>)
      : undefined
    return new ApiError({
      kind: isErrorKind(error.kind) ? error.kind : 'generic',
      status,
      message: error.message,
      ...(fields ? { fields } : {}),
      ...waiting,
    })
  }
  return new ApiError({
    kind: KIND_BY_STATUS[status] ?? 'generic',
    status,
    message: `${what} failed with status ${status}`,
    ...waiting,
  })
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

/**
 * The client of the endpoint table: JSON over fetch, credentials and the XSRF header only on the
 * page's own origin, no timeout (SPEC 9). A call of a row that is not public, refused because the
 * access token ended, renews the session once and is sent again. Answers are not checked against
 * their schemas here: the server validates every answer by its schema before sending it
 * (decision 010).
 */
export function createApiClient({
  baseUrl,
  fetch,
  language,
  cookies = documentCookies,
}: ApiClientOptions): ApiClient {
  // Cookies and the XSRF token go only to the page's own origin: a partner page embedding the
  // widget must neither send a member's session to us nor forward its own XSRF cookie.
  const sameOrigin = isSameOrigin(baseUrl)
  const base = baseUrl.replace(/\/+$/, '')

  async function send(
    endpoint: Endpoint,
    input?: unknown,
    options: CallOptions = {},
  ): Promise<unknown> {
    const { method, path } = endpoint
    // Messages name the path without its query, which may carry a booking token or an email.
    const what = `${method} ${path}`
    const inQuery = method === 'GET' || method === 'DELETE'
    const lang = typeof language === 'function' ? language() : language
    const xsrfToken =
      sameOrigin && method !== 'GET'
        ? readCookie(cookies(), XSRF_COOKIE)
        : undefined
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(!inQuery && input !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...(xsrfToken ? { [XSRF_HEADER]: xsrfToken } : {}),
      ...options.headers,
    }
    const url = `${base}${inQuery ? withQuery(path, input as Query | undefined) : path}`
    const fetchImpl =
      fetch ?? (globalThis as { fetch?: FetchLike }).fetch ?? undefined
    if (!fetchImpl) {
      throw new ApiError({
        kind: 'generic',
        status: 0,
        message: `${what} could not be sent (no fetch in this environment)`,
      })
    }
    let status: number
    let text: string
    let retryAfter: string | null | undefined
    try {
      const response = await fetchImpl(url, {
        method,
        headers,
        credentials: sameOrigin ? 'include' : 'omit',
        ...(!inQuery && input !== undefined
          ? { body: JSON.stringify(input) }
          : {}),
      })
      status = response.status
      text = await response.text()
      retryAfter = response.headers?.get('retry-after')
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new ApiError({
        kind: 'generic',
        status: 0,
        message: `${what} failed: network error (${reason})`,
        cause,
      })
    }
    if (status < 200 || status > 299)
      throw errorOf(status, text, what, retryAfter)
    const json = parseJson(text)
    if (!json.ok) {
      throw new ApiError({
        kind: 'generic',
        status,
        message: `${what} answered ${status} with a body that is not JSON`,
      })
    }
    return json.value
  }

  // Each renewal rotates the refresh token, and a token used again after ten seconds ends the
  // member's every session (decision 016). So there is one renewal at a time, shared by every
  // call that meets the ended access token, including calls sent before it began.
  let renewal: Promise<unknown> | undefined
  let renewing = false
  /** The session's renewal: a new one unless one is on the way or began after `since`. */
  const renew = (since: Promise<unknown> | undefined) => {
    if (!renewing && renewal === since) {
      renewing = true
      renewal = send(getAccessToken as Endpoint).finally(() => {
        renewing = false
      })
    }
    return renewal as Promise<unknown>
  }

  async function call(
    endpoint: Endpoint,
    input?: unknown,
    options?: CallOptions,
  ): Promise<unknown> {
    if (endpoint === getAccessToken) return renew(renewal)
    const since = renewal
    try {
      return await send(endpoint, input, options)
    } catch (error) {
      // Only the page's own origin sends the member's cookies (a partner page never does).
      if (endpoint.access === 'public' || !sameOrigin || !isSignedOut(error))
        throw error
      // A failed renewal leaves the call's own 401: the member is signed out.
      await renew(since).catch(() => {
        throw error
      })
      return send(endpoint, input, options)
    }
  }

  return {
    call: call as ApiCall,
    url: (path) => `${base}${path}`,
  }
}
