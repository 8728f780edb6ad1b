import { ApiError, endpoints, type FetchLike } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'

/**
 * A fetch that answers the endpoint table's paths from fake answers, as the server would over
 * HTTP: JSON, with the error body of an ApiError. For code that is given a fetch (the server's
 * page renderer), not an ApiClient.
 */
export function fakeFetch(handlers: FakeEndpoints): FetchLike {
  return async (url) => {
    const [path = '', query = ''] = url.split('?')
    const endpoint = Object.values(endpoints).find(
      (candidate) => candidate.path === path,
    )
    const handler = endpoint
      ? (handlers as Record<string, (input: unknown) => Promise<unknown>>)[
          endpoint.name
        ]
      : undefined
    const answer = (status: number, body: unknown) => ({
      status,
      text: async () => JSON.stringify(body),
    })
    if (!handler)
      return answer(404, { error: { kind: 'not_found', message: path } })
    // The query's numbers as numbers, as the server's schemas coerce them.
    const input = Object.fromEntries(
      [...new URLSearchParams(query)].map(([key, value]) => [
        key,
        /^\d+$/.test(value) ? Number(value) : value,
      ]),
    )
    try {
      return answer(200, await handler(input))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return answer(error.status, {
        error: { kind: error.kind, message: error.message },
      })
    }
  }
}
