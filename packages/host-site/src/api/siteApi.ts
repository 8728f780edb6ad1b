import {
  createApiClient,
  navigationPropertiesSchema,
  propertyResponseSchema,
  secondaryNavigationSchema,
  type FetchLike,
  type NavigationProperties,
  type PropertyResponse,
  type SecondaryNavigation,
} from '@resort/core/api'

/** The stay a property's rooms are priced for. */
export interface StayRequest {
  dateFrom: string
  dateTo: string
  adults: number
  children: number
}

/** The server calls the site's own pages make (the widget brings its own). */
export interface SiteApi {
  secondaryNavigation(lang: string): Promise<SecondaryNavigation>
  navigationProperties(lang: string): Promise<NavigationProperties>
  property(
    propertyId: string,
    stay: StayRequest,
    lang: string,
  ): Promise<PropertyResponse>
}

/** The site's calls through core's client, each answer checked by its schema; '' is this origin. */
export function createSiteApi(baseUrl = '', fetch?: FetchLike): SiteApi {
  const client = createApiClient({ baseUrl, fetch })
  return {
    secondaryNavigation: (lang) =>
      client.get('/api/v1/contentful/secondary-navigation', {
        schema: secondaryNavigationSchema,
        query: { lang },
      }),
    navigationProperties: (lang) =>
      client.get('/api/v1/contentful/navigation-properties', {
        schema: navigationPropertiesSchema,
        query: { lang },
      }),
    property: (propertyId, stay, lang) =>
      client.get('/api/v1/search/property', {
        schema: propertyResponseSchema,
        query: { propertyId, ...stay, lang },
      }),
  }
}
