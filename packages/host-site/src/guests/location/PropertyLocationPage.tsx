import { toLanguage, type Language } from '@resort/core'
import type { ContentEntry, InteractiveMap } from '@resort/core/api'
import { countryName } from '@resort/core/reference'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { Paragraphs } from '../content/Paragraphs'
import { NotFoundPage } from '../pages/NotFoundPage'
import { directionsUrl } from './directionsUrl'
import { LocationError, LocationLoading } from './LocationStatus'
import { nearestAirports } from './nearestAirports'
import { useLocations } from './useLocations'

type MapPoint = InteractiveMap['points'][number]

function NearestAirports({ point }: { point: MapPoint }) {
  const { t } = useTranslation('location')
  const airports = nearestAirports(point)
  return (
    <section aria-labelledby="location-airports">
      <h2 id="location-airports">{t('airports.title')}</h2>
      {airports.length === 0 ? (
        <p>{t('airports.none')}</p>
      ) : (
        <ul>
          {airports.map(({ code, distanceKm }) => (
            <li key={code}>
              {t('airports.item', {
                name: t(`airport_names.${code}`),
                code,
              })}
              : {t('airports.distance', { distance: distanceKm })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The property's page, the site's map centred on it, and a route planner (another site). */
function PlanLinks({
  point,
  language,
}: {
  point: MapPoint
  language: Language
}) {
  const { t } = useTranslation('location')
  const name = point.name
  return (
    <section aria-labelledby="location-links">
      <h2 id="location-links">{t('links.title')}</h2>
      <ul>
        <li>
          <Link to={pagePath('accommodation', language, point.propertyId)}>
            {t('links.property', { name })}
          </Link>
        </li>
        <li>
          <Link
            to={`${pagePath('map', language)}?property=${encodeURIComponent(point.propertyId)}`}
          >
            {t('links.map', { name })}
          </Link>
        </li>
        <li>
          <a href={directionsUrl(point)} target="_blank" rel="noopener">
            {t('links.route', { name })}{' '}
            <span className="visually-hidden">{t('links.external')}</span>
          </a>
        </li>
      </ul>
    </section>
  )
}

function PropertyLocation({
  point,
  countryCode,
  entry,
  language,
}: {
  point: MapPoint
  countryCode: string
  /** Its directions; a property staff have not written them for yet has none. */
  entry: ContentEntry | undefined
  language: Language
}) {
  const { t } = useTranslation('location')
  const heading = entry?.title ?? t('heading', { name: point.name })
  useDocumentTitle(`${heading}, ${point.city}`)
  useServerPage()?.say({
    description: t('description', { name: point.name, city: point.city }),
  })
  return (
    <article
      className="content-page location-page"
      aria-labelledby="location-title"
    >
      <p>
        <Link to={pagePath('location', language)}>{t('all_locations')}</Link>
      </p>
      <h1 id="location-title">{heading}</h1>
      <p className="content-entry__property">
        {t('place', {
          city: point.city,
          region: point.regionName,
          country: countryName(countryCode, language) ?? countryCode,
        })}
      </p>
      {entry ? (
        <>
          <Paragraphs text={entry.body} />
          <section aria-labelledby="location-address">
            <h2 id="location-address">{t('address')}</h2>
            <address>{entry.summary}</address>
          </section>
          <section aria-labelledby="location-directions">
            <h2 id="location-directions">{t('directions')}</h2>
            <ul className="content-entry__facts">
              {entry.facts.map((fact, line) => (
                <li key={`${line}-${fact}`}>{fact}</li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p role="status">{t('no_directions')}</p>
      )}
      <NearestAirports point={point} />
      <PlanLinks point={point} language={language} />
    </article>
  )
}

/**
 * /{lang}/{location slug}/{propertyId}: how to reach one property, its directions from the
 * location page's entry for it; a property the site does not have is not found (404).
 */
export function PropertyLocationPage({ propertyId }: { propertyId: string }) {
  const { i18n } = useTranslation('location')
  const language = toLanguage(i18n.language) ?? 'en'
  const locations = useLocations(language)
  if (locations.state === 'error')
    return <LocationError kind={locations.kind} />
  if (locations.state === 'loading') return <LocationLoading />
  const point = locations.map.points.find(
    (candidate) => candidate.propertyId === propertyId,
  )
  if (!point) return <NotFoundPage />
  const entry = locations.page.entries.find(
    (candidate) => candidate.property?.propertyId === propertyId,
  )
  const region = locations.map.regions.find(
    (candidate) => candidate.regionId === point.regionId,
  )
  return (
    <PropertyLocation
      point={point}
      countryCode={region?.countryCode ?? ''}
      entry={entry}
      language={language}
    />
  )
}
