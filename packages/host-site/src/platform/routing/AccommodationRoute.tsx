import { pageAt, pagePath } from '@resort/core/site'
import { useLocation, useParams } from 'react-router'
import { AccommodationListPage } from '../../guests/pages/AccommodationListPage'
import { PropertyDetailPage } from '../../guests/pages/PropertyDetailPage'
import { lazyPage, Redirect } from '../ssr'
import { typeOfSegment } from './paths'

// A chunk of its own, with the gallery's viewer: the property page does not carry it.
const UnitTypePage = lazyPage('src/guests/accommodation/UnitTypePage.tsx', () =>
  import('../../guests/accommodation/UnitTypePage').then(
    (module) => module.UnitTypePage,
  ),
)

/**
 * /{lang}/{accommodation slug}[/hotels|villas|apartments|/{propertyId}[/rooms|units/{unitId}]]
 * (SPEC 2), the slug this language's in the route table (de /unterkunft; another language's
 * moves to it in routing/slugRoutes).
 */
export function AccommodationRoute() {
  const { item, kind, unitId, propertyId } = useParams()
  const { pathname, search } = useLocation()
  const language = pageAt(pathname)?.language ?? 'en'
  // SPEC 2's detail segment: the property's page under its shorter address.
  if (propertyId !== undefined)
    return (
      <Redirect
        to={`${pagePath('accommodation', language, encodeURIComponent(propertyId))}${search}`}
        permanent
      />
    )
  // A room or unit type's page (issue 16); a wrong kind segment is mended there.
  if (item !== undefined && kind !== undefined && unitId !== undefined)
    return (
      <UnitTypePage
        key={`${item}/${unitId}`}
        propertyId={item}
        kind={kind}
        unitId={unitId}
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
