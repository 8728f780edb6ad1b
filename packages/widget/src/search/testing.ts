import type {
  FetchInit,
  FetchLike,
  PropertiesResponse,
  PropertySummary,
  SuggestionsResponse,
} from '@resort/core/api'
import { vi } from 'vitest'

/** A property as the server lists it, with the fields a test cares about overridden. */
export function property(overrides: Partial<PropertySummary>): PropertySummary {
  return {
    propertyId: 'cissa-rovinj',
    name: 'Hotel Cissa',
    summary: 'By the old town',
    type: 'hotel',
    stars: 4,
    city: 'Rovinj',
    regionId: 'istria',
    regionName: 'Istria',
    countryCode: 'HR',
    latitude: 45.08,
    longitude: 13.64,
    image: '/images/cissa.jpg',
    lowestTotal: 36000,
    nightlyFrom: 12000,
    currency: 'EUR',
    freeCancellation: true,
    ...overrides,
  }
}

export function propertiesAnswer(
  items: PropertySummary[],
  nights = 3,
): PropertiesResponse {
  return { items, total: items.length, page: 1, pageSize: 20, nights }
}

type Answer = { status: number; body: unknown } | 'network-error' | 'pending'

/** A fetch answering by path: /api/v1/search (suggestions) and /api/v1/search/properties. */
export function fakeFetch(answers: {
  properties?: Answer | ((url: URL) => Answer)
  suggestions?: SuggestionsResponse
}) {
  return vi.fn<FetchLike>((url: string, _init: FetchInit) => {
    const parsed = new URL(url, 'http://widget.test')
    const answer: Answer =
      parsed.pathname === '/api/v1/search'
        ? {
            status: 200,
            body: answers.suggestions ?? { destinations: [], properties: [] },
          }
        : typeof answers.properties === 'function'
          ? answers.properties(parsed)
          : (answers.properties ?? 'pending')
    if (answer === 'pending') return new Promise(() => {})
    if (answer === 'network-error')
      return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve({
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    })
  })
}
