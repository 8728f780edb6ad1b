import '../../platform/styles/content.css'
import { use } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { LocationsPage } from './LocationsPage'
import { locationTextsFor } from './locationTexts'
import { PropertyLocationPage } from './PropertyLocationPage'

function LocationPages({ propertyId }: { propertyId: string | undefined }) {
  const { i18n } = useTranslation()
  // Its labels load with it (Suspense), in the page's language only.
  use(locationTextsFor(i18n))
  return propertyId === undefined ? (
    <LocationsPage />
  ) : (
    <PropertyLocationPage key={propertyId} propertyId={propertyId} />
  )
}

/**
 * /{lang}/{location slug}[/{propertyId}] (SPEC 2's location, issue 16), under the language's own
 * slug (another language's moves to it in routing/slugRoutes).
 */
export function LocationRoute() {
  const { propertyId } = useParams()
  return <LocationPages propertyId={propertyId} />
}
