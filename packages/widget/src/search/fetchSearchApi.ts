import { ApiError, type ErrorKind, type FetchLike } from '@resort/core/api'
import { propertiesQuery, type SearchApi } from './searchApi'

// The script-tag bundle's client. Core's createApiClient brings zod's full build, which alone
// would put the bundle far over its 40 KB budget; this one checks only the arrays the widget reads.

/** The search calls with plain fetch, for the script-tag bundle. */
export function createFetchSearchApi(
  baseUrl: string,
  fetch?: FetchLike,
): SearchApi {
  async function get<T>(
    path: string,
    query: Record<string, string | number | undefined>,
    key: string,
  ): Promise<T> {
    const url = `${baseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    )}`
    let status = 0
    let body: { error?: { kind?: ErrorKind } } & Record<string, unknown>
    try {
      const response = await (fetch ?? (globalThis.fetch as FetchLike))(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
      })
      status = response.status
      body = JSON.parse(await response.text())
    } catch (cause) {
      // No answer, or one that is not JSON: status 0 only when nothing came back.
      throw new ApiError({
        kind: 'generic',
        status,
        message: `GET ${path}`,
        cause,
      })
    }
    if (status > 299 || !Array.isArray(body[key])) {
      throw new ApiError({
        kind: status === 429 ? 'rate_limited' : (body.error?.kind ?? 'generic'),
        status,
        message: `GET ${path} answered ${status}`,
      })
    }
    return body as T
  }
  return {
    mediaUrl: (path) => `${baseUrl.replace(/\/+$/, '')}${path}`,
    suggestions: (q, lang) =>
      get('/api/v1/search', { q, lang }, 'destinations'),
    properties: (request) =>
      get('/api/v1/search/properties', propertiesQuery(request), 'items'),
    calendar: (request) =>
      get('/api/v1/search/unit-availability-calendar', { ...request }, 'days'),
  }
}
