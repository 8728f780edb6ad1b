import {
  createApiClient,
  type ApiClient,
  type FetchLike,
} from '@resort/core/api'

/** Thrown for a call a server render leaves to the browser: its page shows loading until then. */
export const DEFERRED_TO_BROWSER = Symbol('deferred to the browser')

// The calls whose answers are the same for every visitor: the site's content and the offers a
// search or a property page shows. Member and staff calls, and anything that changes something,
// are asked by the browser, with the member's own cookies (decision 027).
const PUBLIC_PATHS = ['/api/v1/search', '/api/v1/contentful/']

/** The site's API as a server render uses it: public reads only, through `fetch`. */
export function serverApi(fetch: FetchLike, language: string): ApiClient {
  const client = createApiClient({
    baseUrl: '',
    fetch,
    language,
    cookies: () => '',
  })
  const call = ((endpoint, ...args) =>
    endpoint.method === 'GET' &&
    PUBLIC_PATHS.some((path) => endpoint.path.startsWith(path))
      ? client.call(endpoint, ...args)
      : Promise.reject(DEFERRED_TO_BROWSER)) as ApiClient['call']
  return { call, url: client.url }
}
