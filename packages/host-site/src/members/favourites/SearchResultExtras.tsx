import type { PropertySelection } from '@resort/widget/react'
import { PropertyDetailsLink } from '../../guests/accommodation/PropertyDetailsLink'
import { FavouriteButton } from './FavouriteButton'

/**
 * What the host site adds to each of the widget's search results: the link to the property's
 * rooms and its favourite button. Partners' embeds pass nothing, so they show neither: the
 * member's cookies do not cross to their origins.
 */
export function SearchResultExtras(
  property: PropertySelection & { name: string },
) {
  return (
    <>
      <PropertyDetailsLink {...property} />
      <FavouriteButton propertyId={property.propertyId} name={property.name} />
    </>
  )
}
