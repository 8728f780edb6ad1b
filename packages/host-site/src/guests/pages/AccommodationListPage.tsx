import { toLanguage } from '@resort/core'
import { navigationProperties, type PropertyType } from '@resort/core/api'
import { Link, useLocation } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import {
  accommodationListPath,
  TYPE_SEGMENTS,
} from '../../platform/routing/paths'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { StaticPart } from '../../platform/ssr'
import { AccommodationError } from '../accommodation/AccommodationError'
import { PropertyCard } from '../accommodation/PropertyCard'

const TYPES = Object.keys(TYPE_SEGMENTS) as PropertyType[]

/** The group's properties, all or of one type, each leading to its rooms. */
export function AccommodationListPage({
  type,
  basePath,
}: {
  type?: PropertyType | undefined
  /** This language's accommodation path, such as /de/unterkunft. */
  basePath: string
}) {
  const { t, i18n } = useTranslation('accommodation')
  const { search } = useLocation()
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(navigationProperties, { lang: language })
  const title = type ? t(`list.title_${type}`) : t('list.title')
  useDocumentTitle(title)
  usePageDescription(`accommodation_${type ?? 'all'}`)

  if (answer.state === 'error')
    return <AccommodationError kind={answer.kind} listPath={basePath} />
  const groups =
    answer.state === 'done'
      ? answer.value.groups.filter((group) => !type || group.type === type)
      : []
  const properties = groups.flatMap((group) => group.properties)
  return (
    <section aria-labelledby="accommodation-title" className="accommodation">
      <h1 id="accommodation-title">{title}</h1>
      <p>{t('list.intro')}</p>
      <nav aria-label={t('list.filter_label')} className="type-filter">
        <ul>
          {[undefined, ...TYPES].map((option) => (
            <li key={option ?? 'all'}>
              <Link
                to={`${accommodationListPath(language, option)}${search}`}
                aria-current={option === type ? 'page' : undefined}
              >
                {option ? t(`list.filter.${option}`) : t('list.filter.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {answer.state === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : properties.length === 0 ? (
        <p role="status">{t('list.empty')}</p>
      ) : (
        <StaticPart
          id="accommodation-list"
          version={`${type ?? 'all'}${search}`}
        >
          <ul className="property-list">
            {properties.map((property, index) => (
              <li key={property.propertyId}>
                <PropertyCard
                  property={property}
                  to={`${basePath}/${property.propertyId}${search}`}
                  headingLevel="h2"
                  // The first card's picture is the largest thing a phone shows.
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        </StaticPart>
      )}
    </section>
  )
}
