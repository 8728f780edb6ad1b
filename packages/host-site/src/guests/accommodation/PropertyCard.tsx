import type { PropertyType } from '@resort/core/api'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import { PropertyFacts } from './PropertyFacts'

// A card is a third of the page's width on wide screens, all of it on phones.
const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw'

/** A property as the home page and the accommodation list show it: picture, name and facts. */
export function PropertyCard({
  property,
  to,
  headingLevel: Heading,
  priority = false,
  children,
}: {
  property: {
    propertyId: string
    name: string
    type: PropertyType
    stars: number
    city: string
    regionName: string
    image: string
  }
  /** The property's page. */
  to: string
  headingLevel: 'h2' | 'h3'
  /** The page's largest picture: loaded first, not lazily (the list's first card on a phone). */
  priority?: boolean
  /** What the card adds below the facts, such as the price. */
  children?: ReactNode
}) {
  const id = `property-${property.propertyId}`
  return (
    <article className="property-card" aria-labelledby={id}>
      {property.image ? (
        <ResponsivePicture
          src={property.image}
          alt=""
          sizes={CARD_SIZES}
          className="property-card__picture"
          priority={priority}
        />
      ) : null}
      <div className="property-card__body">
        <Heading id={id} className="property-card__name">
          <Link to={to}>{property.name}</Link>
        </Heading>
        <PropertyFacts {...property} />
        {children}
      </div>
    </article>
  )
}
