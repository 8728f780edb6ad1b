import { toLanguage } from '@resort/core'
import { searchProperties } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { PropertyCard } from '../accommodation/PropertyCard'
import { featuredStay } from './featuredStay'

const FEATURED = 3

/**
 * The group's recommended properties with a "from" price per night, from the public search, so
 * the server renders them; nothing is shown when the search has no answer.
 */
export function FeaturedProperties() {
  const { t, i18n } = useTranslation('home')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(searchProperties, {
    lang: language,
    ...featuredStay(),
    sort: 'recommended',
    pageSize: FEATURED,
  })
  if (answer.state !== 'done' || answer.value.items.length === 0) return null
  return (
    <section className="home-featured" aria-labelledby="home-featured-title">
      <h2 id="home-featured-title">{t('featured.title')}</h2>
      <ul className="property-list">
        {answer.value.items.map((property) => (
          <li key={property.propertyId}>
            <PropertyCard
              property={property}
              to={pagePath('accommodation', language, property.propertyId)}
              headingLevel="h3"
            >
              <p className="property-card__price">
                {t('featured.nightly_from', {
                  price: formatPrice(
                    property.nightlyFrom,
                    property.currency,
                    language,
                  ),
                })}
              </p>
            </PropertyCard>
          </li>
        ))}
      </ul>
      <p>
        <Link
          to={pagePath('accommodation', language)}
          className="home-featured__all"
        >
          {t('featured.all')}
        </Link>
      </p>
    </section>
  )
}
