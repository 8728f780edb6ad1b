import { pageAt, pagePath } from '@resort/core/site'
import { useLocation, useParams } from 'react-router'
import { AccommodationListPage } from '../pages/AccommodationListPage'
import { PropertyDetailPage } from '../pages/PropertyDetailPage'
import { Redirect } from '../ssr/Redirect'
import { typeOfSegment } from './accommodationPaths'

/**
 * /{lang}/{accommodation slug}[/hotels|villas|apartments|/{propertyId}] (SPEC 2), the slug this
 * language's in the route table (de /unterkunft). Another language's slug, as a shared link
 * may carry, moves to this language's.
 */
export function AccommodationRoute() {
  const { item } = useParams()
  const { pathname, search } = useLocation()
  const at = pageAt(pathname)
  const language = at?.language ?? 'en'
  if (at && !at.ownSlug)
    return (
      <Redirect
        to={`${pagePath('accommodation', language, ...at.rest)}${search}`}
      />
    )
  const basePath = pagePath('accommodation', language)
  const type = item === undefined ? undefined : typeOfSegment(item)
  if (item !== undefined && !type)
    return (
      <PropertyDetailPage key={item} propertyId={item} listPath={basePath} />
    )
  return <AccommodationListPage type={type} basePath={basePath} />
}
