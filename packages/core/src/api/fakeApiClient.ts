import type { ApiCall, ApiClient } from './createApiClient'
import type { InputOf, OutputOf } from './endpoint'
import type { EndpointName, Endpoints } from './endpoints'

/** Fake answers by endpoint name, for tests of code that calls the API. */
export type FakeEndpoints = {
  [K in EndpointName]?: (
    input: InputOf<Endpoints[K]>,
  ) => Promise<OutputOf<Endpoints[K]>>
}

/** An ApiClient whose calls go to `handlers` by endpoint name; an endpoint without one fails the test. */
export function fakeApiClient(
  handlers: FakeEndpoints,
  baseUrl = '',
): ApiClient {
  const call = (endpoint: { name: string }, input?: unknown) => {
    const handler = (handlers as Record<string, (input: unknown) => unknown>)[
      endpoint.name
    ]
    return handler
      ? Promise.resolve(handler(input))
      : Promise.reject(new Error(`no fake answer for ${endpoint.name}`))
  }
  return { call: call as ApiCall, url: (path) => `${baseUrl}${path}` }
}
