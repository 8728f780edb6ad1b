import { ApiError } from './ApiError'
import type { ApiCall, ApiClient, CallOptions } from './createApiClient'
import type { InputOf, OutputOf } from './endpoint'
import type { EndpointName, Endpoints } from './endpoints'

/** Fake answers by endpoint name, for tests of code that calls the API. */
export type FakeEndpoints = {
  [K in EndpointName]?: (
    input: InputOf<Endpoints[K]>,
    options?: CallOptions,
  ) => Promise<OutputOf<Endpoints[K]>>
}

/** An ApiClient whose calls go to `handlers` by endpoint name; an endpoint without one fails the test. */
export function fakeApiClient(
  handlers: FakeEndpoints,
  baseUrl = '',
): ApiClient {
  const call = (
    endpoint: { name: string },
    input?: unknown,
    options?: CallOptions,
  ) => {
    const handler = (
      handlers as Record<
        string,
        (input: unknown, options?: CallOptions) => unknown
      >
    )[endpoint.name]
    return handler
      ? // Called with what it was given, so a test can expect the input alone.
        Promise.resolve().then(() =>
          options === undefined ? handler(input) : handler(input, options),
        )
      : Promise.reject(new Error(`no fake answer for ${endpoint.name}`))
  }
  return { call: call as ApiCall, url: (path) => `${baseUrl}${path}` }
}

/** The server's refusal (or, with status 0, no answer) as the client throws it, for tests. */
export const refusal = (
  kind: ApiError['kind'],
  status: number,
  fields?: Record<string, string>,
) =>
  new ApiError({
    kind,
    status,
    message: `refused: ${kind}`,
    ...(fields ? { fields } : {}),
  })
