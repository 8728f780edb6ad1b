import {
  calendarResponseSchema,
  createApiClient,
  propertiesResponseSchema,
  suggestionsResponseSchema,
  type FetchLike,
} from '@resort/core/api'
import { propertiesQuery, type SearchApi } from './searchApi'

/** The search calls through core's API client, each answer checked by its zod schema. */
export function createCoreSearchApi(
  baseUrl: string,
  fetch?: FetchLike,
): SearchApi {
  const client = createApiClient({ baseUrl, fetch })
  return {
    mediaUrl: (path) => `${baseUrl.replace(/\/+$/, '')}${path}`,
    suggestions: (q, lang) =>
      client.get('/api/v1/search', {
        schema: suggestionsResponseSchema,
        query: { q, lang },
      }),
    properties: (request) =>
      client.get('/api/v1/search/properties', {
        schema: propertiesResponseSchema,
        query: propertiesQuery(request),
      }),
    calendar: (request) =>
      client.get('/api/v1/search/unit-availability-calendar', {
        schema: calendarResponseSchema,
        query: { ...request },
      }),
  }
}
