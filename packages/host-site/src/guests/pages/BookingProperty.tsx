import '../../platform/styles/booking.css'
import { toLanguage } from '@resort/core'
import {
  navigationProperties,
  type NavigationProperties,
} from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'

type PropertyLink = NavigationProperties['groups'][number]['properties'][number]

/** The property of the group's navigation with this id, once the list has loaded. */
export function useBookedProperty(
  propertyId: string,
): PropertyLink | undefined {
  const { i18n } = useTranslation()
  const answer = useEndpoint(navigationProperties, {
    lang: toLanguage(i18n.language) ?? 'en',
  })
  return answer.state === 'done'
    ? answer.value.groups
        .flatMap((group) => group.properties)
        .find((property) => property.propertyId === propertyId)
    : undefined
}

/** Issue 33: the booking page names and pictures the property it books, with a way to it. */
export function BookingProperty({
  property,
  stayQuery,
}: {
  property: PropertyLink
  /** The stay, so that the property's page shows its rooms for it. */
  stayQuery: string
}) {
  const { t, i18n } = useTranslation()
  const page = pagePath(
    'accommodation',
    toLanguage(i18n.language) ?? 'en',
    encodeURIComponent(property.propertyId),
  )
  return (
    <section className="booking-property" aria-label={t('booking_property')}>
      <ResponsivePicture
        className="booking-property__photo"
        src={property.image}
        alt=""
        sizes="(min-width: 40rem) 10rem, 30vw"
        priority
      />
      <div>
        <p className="booking-property__name">
          <Link to={`${page}?${stayQuery}`}>{property.name}</Link>
        </p>
        <p className="booking-property__place">
          {property.city}, {property.regionName}
        </p>
      </div>
    </section>
  )
}
