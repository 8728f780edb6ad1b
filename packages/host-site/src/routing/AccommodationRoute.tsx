import { toLanguage } from '@resort/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useParams } from 'react-router'
import { useSiteApi } from '../api/SiteApiContext'
import { useApiAnswer } from '../api/useApiAnswer'
import { AccommodationListPage } from '../pages/AccommodationListPage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { PropertyDetailPage } from '../pages/PropertyDetailPage'
import {
  ACCOMMODATION_SEGMENT,
  accommodationSlugs,
  typeOfSegment,
} from './accommodationPaths'

/**
 * /{lang}/accommodation[/hotels|villas|apartments|/{propertyId}], also under the localized slug
 * the server's navigation gives (/de/unterkunft/...). A slug of another language, as the language
 * switcher leaves it, moves to this language's slug; any other section is not found.
 */
export function AccommodationRoute() {
  const { section = ACCOMMODATION_SEGMENT, item } = useParams()
  // The plain segment needs no navigation: only a localized one is looked up.
  return section === ACCOMMODATION_SEGMENT ? (
    <AccommodationPage section={section} item={item} />
  ) : (
    <LocalizedAccommodation section={section} item={item} />
  )
}

interface SectionProps {
  section: string
  item: string | undefined
}

/** A localized slug (/de/unterkunft/...): this language's opens, another's moves to it. */
function LocalizedAccommodation({ section, item }: SectionProps) {
  const { search } = useLocation()
  const { t, i18n } = useTranslation('accommodation')
  const api = useSiteApi()
  const language = toLanguage(i18n.language) ?? 'en'
  const slugs = useApiAnswer('accommodation-slugs', () =>
    accommodationSlugs(api),
  )
  if (slugs.state === 'loading') return <p role="status">{t('loading')}</p>
  const known = slugs.state === 'done' ? slugs.value : undefined
  if (!known || !Object.values(known).includes(section)) return <NotFoundPage />
  if (known[language] !== section) {
    const rest = item ? `/${encodeURIComponent(item)}` : ''
    return (
      <Navigate
        to={`/${language}/${known[language]}${rest}${search}`}
        replace
      />
    )
  }
  return <AccommodationPage section={section} item={item} />
}

/** The list (optionally of one type) or one property's page, under a section's path. */
function AccommodationPage({ section, item }: SectionProps) {
  const { i18n } = useTranslation('accommodation')
  const language = toLanguage(i18n.language) ?? 'en'
  const basePath = `/${language}/${section}`
  const type = item === undefined ? undefined : typeOfSegment(item)
  if (item !== undefined && !type)
    return (
      <PropertyDetailPage key={item} propertyId={item} listPath={basePath} />
    )
  return <AccommodationListPage type={type} basePath={basePath} />
}
