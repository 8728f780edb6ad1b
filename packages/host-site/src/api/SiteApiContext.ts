import { createContext, useContext } from 'react'
import { createSiteApi, type SiteApi } from './siteApi'

// Pages get the API from context, so that tests can hand them a fake server.
const SiteApiContext = createContext<SiteApi>(createSiteApi())

export const SiteApiProvider = SiteApiContext.Provider

/** The site's API client for the page. */
export function useSiteApi(): SiteApi {
  return useContext(SiteApiContext)
}
