import {
  contentPage,
  createApiClient,
  interactiveMap,
  navigationProperties,
  property,
  propertyReviews,
  propertyUnits,
  propertyAnotherRoom,
  reviewsOverview,
  searchProperties,
  secondaryNavigation,
  suggestions,
  type ApiClient,
  type FetchLike,
} from '@resort/core/api'
import { DEFERRED_TO_BROWSER } from './deferred'

// The calls whose answers are the same for every visitor: the site's content and the offers a
// search or a property page shows. Member and staff calls, and anything that changes something,
// are asked by the browser, with the member's own cookies (decision 027).
const PUBLIC_READS: ReadonlySet<string> = new Set(
  [
    suggestions,
    searchProperties,
    property,
    propertyAnotherRoom,
    secondaryNavigation,
    interactiveMap,
    navigationProperties,
    contentPage,
    propertyReviews,
    reviewsOverview,
    propertyUnits,
  ].map((endpoint) => endpoint.name),
)

/** The site's API as a server render uses it: public reads only, through `fetch`. */
export function serverApi(fetch: FetchLike, language: string): ApiClient {
  const client = createApiClient({
    baseUrl: '',
    fetch,
    language,
    cookies: () => '',
  })
  const call = ((endpoint, ...args) =>
    PUBLIC_READS.has(endpoint.name)
      ? client.call(endpoint, ...args)
      : Promise.reject(DEFERRED_TO_BROWSER)) as ApiClient['call']
  return { call, url: client.url }
}
