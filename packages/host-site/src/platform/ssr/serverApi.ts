import {
  createApiClient,
  endpoints,
  type ApiClient,
  type Endpoint,
  type EndpointName,
  type FetchLike,
} from '@resort/core/api'
import { endpointSchemas, type EndpointSchemas } from '@resort/core/api/schemas'
import { DEFERRED_TO_BROWSER } from './deferred'

/**
 * Whether a server render may ask for an endpoint's answer, by its row: a public read whose
 * answer is the same for every visitor. A member's, staff's, a caller's own (a booking by its
 * link) and anything that changes something are asked by the browser (decisions 027, 039).
 */
export const isSharedRead = ({
  name,
  method,
  access,
}: Pick<Endpoint, 'name' | 'method' | 'access'>): boolean =>
  name in endpoints &&
  method === 'GET' &&
  access === 'public' &&
  (endpointSchemas[name as EndpointName] as EndpointSchemas).cache !== 'private'

/** The site's API as a server render uses it: shared reads only, through `fetch`. */
export function serverApi(fetch: FetchLike, language: string): ApiClient {
  const client = createApiClient({
    baseUrl: '',
    fetch,
    language,
    cookies: () => '',
  })
  const call = ((endpoint, ...args) =>
    isSharedRead(endpoint)
      ? client.call(endpoint, ...args)
      : Promise.reject(DEFERRED_TO_BROWSER)) as ApiClient['call']
  return { call, url: client.url }
}
