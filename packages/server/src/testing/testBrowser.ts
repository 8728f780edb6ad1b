import {
  createApiClient,
  health,
  type ApiClient,
  type FetchLike,
} from '@resort/core/api'
import { pathOf } from '#http/xsrf'
import { setCookiesOf } from './members'
import type { TestServer } from './testServer'

interface JarCookie {
  value: string
  path: string
  httpOnly: boolean
}

/** The cookie's path covers the request's (RFC 6265 § 5.1.4). */
const onPath = (cookiePath: string, requestPath: string) =>
  cookiePath === '/' ||
  requestPath === cookiePath ||
  requestPath.startsWith(`${cookiePath}/`)

/**
 * A browser as far as the API can tell: a cookie jar that keeps what the server sets (by name
 * and path, httpOnly or not), and core's API client on the site's own origin, so it reads the
 * XSRF cookie and echoes it as the site's pages do.
 */
export function createTestBrowser(
  server: TestServer,
  { userAgent }: { userAgent?: string } = {},
) {
  const jar = new Map<string, JarCookie>()
  const cookieHeader = (path: string) =>
    [...jar]
      .filter(([, cookie]) => onPath(cookie.path, path))
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
      .join('; ')

  const fetchInBrowser: FetchLike = async (url, init) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: init.method,
      headers: {
        ...init.headers,
        cookie: cookieHeader(pathOf(url)),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    })
    for (const [name, { value, attributes }] of setCookiesOf(response)) {
      const expired =
        attributes.get('max-age') === '0' ||
        /1970/.test(String(attributes.get('expires') ?? ''))
      if (expired || value === '') jar.delete(name)
      else
        jar.set(name, {
          value,
          path: String(attributes.get('path') ?? '/'),
          httpOnly: attributes.has('httponly'),
        })
    }
    return response
  }

  const api: ApiClient = createApiClient({
    baseUrl: '',
    fetch: fetchInBrowser,
    // What document.cookie shows a page: the cookies that are not httpOnly.
    cookies: () =>
      [...jar]
        .filter(([, cookie]) => !cookie.httpOnly)
        .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
        .join('; '),
  })

  return {
    api,
    /** The cookies the browser keeps, by name. */
    cookies: jar,
    /** Loads something first, as a page does: the server hands out the XSRF cookie then. */
    open: () => api.call(health),
  }
}

export type TestBrowser = ReturnType<typeof createTestBrowser>
