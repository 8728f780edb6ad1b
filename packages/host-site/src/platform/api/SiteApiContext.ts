import { createApiClient, type ApiClient } from '@resort/core/api'
import { createContext, useContext } from 'react'

// Pages get the API from context, so that tests can hand them a fake server.
const SiteApiContext = createContext<ApiClient>(
  createApiClient({ baseUrl: '' }),
)

export const SiteApiProvider = SiteApiContext.Provider

/** The site's client of core's endpoint table. */
export function useSiteApi(): ApiClient {
  return useContext(SiteApiContext)
}
