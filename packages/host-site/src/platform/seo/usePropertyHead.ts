import type { PropertyResponse } from '@resort/core/api'
import { useLocation } from 'react-router'
import { useServerPage } from '../ssr'
import { propertyStructuredData } from './propertyStructuredData'
import { usePageDescription } from './usePageDescription'

/**
 * A property page's head on the server: its summary in the description, its first picture for
 * link previews, and its schema.org data with the offers the page shows.
 */
export function usePropertyHead(offer: PropertyResponse | undefined): void {
  const server = useServerPage()
  const { pathname } = useLocation()
  const property = offer?.property
  usePageDescription(
    property ? 'property' : undefined,
    property
      ? { summary: property.summary, name: property.name, city: property.city }
      : {},
  )
  if (!server || !offer) return
  const absolute = (path: string) => new URL(path, server.origin).href
  const { images } = offer.property
  server.say({
    image: images[0] ? absolute(images[0]) : undefined,
    structuredData: propertyStructuredData(offer, absolute(pathname), absolute),
  })
}
