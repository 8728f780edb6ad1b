import { toLanguage, type Language } from '@resort/core'
import type { ContentPage, InteractiveMap } from '@resort/core/api'
import { countryName } from '@resort/core/reference'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { LocationError, LocationLoading } from './LocationStatus'
import { useLocations } from './useLocations'

/** The map's countries in the order of their first region, each with its regions. */
function byCountry(map: InteractiveMap) {
  const countries: { code: string; regions: InteractiveMap['regions'] }[] = []
  for (const region of map.regions) {
    const country = countries.find((known) => known.code === region.countryCode)
    if (country) country.regions.push(region)
    else countries.push({ code: region.countryCode, regions: [region] })
  }
  return countries
}

function LocationList({
  page,
  map,
  language,
}: {
  page: ContentPage
  map: InteractiveMap
  language: Language
}) {
  useDocumentTitle(page.page.title)
  useServerPage()?.say({ description: page.page.description })
  // Each property's address is its directions entry's summary.
  const addresses = new Map(
    page.entries.flatMap((entry) =>
      entry.property
        ? [[entry.property.propertyId, entry.summary] as const]
        : [],
    ),
  )
  return (
    <section
      className="content-page location-page"
      aria-labelledby="location-title"
    >
      <h1 id="location-title">{page.page.title}</h1>
      <p className="content-page__intro">{page.page.intro}</p>
      {byCountry(map).map(({ code, regions }) => (
        <section key={code} aria-labelledby={`location-country-${code}`}>
          <h2 id={`location-country-${code}`}>
            {countryName(code, language) ?? code}
          </h2>
          {regions.map((region) => (
            <div key={region.regionId}>
              <h3>{region.name}</h3>
              <ul className="content-entries">
                {map.points
                  .filter((point) => point.regionId === region.regionId)
                  .map((point) => {
                    const titleId = `location-${point.propertyId}`
                    const address = addresses.get(point.propertyId)
                    return (
                      <li key={point.propertyId}>
                        <article
                          className="content-entry"
                          aria-labelledby={titleId}
                        >
                          <h4 id={titleId}>
                            <Link
                              to={pagePath(
                                'location',
                                language,
                                point.propertyId,
                              )}
                            >
                              {point.name}
                            </Link>
                          </h4>
                          <p className="content-entry__property">
                            {point.city}
                          </p>
                          {address ? <address>{address}</address> : null}
                        </article>
                      </li>
                    )
                  })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </section>
  )
}

/** /{lang}/{location slug}: every property by country and region, each linking to its directions. */
export function LocationsPage() {
  const { i18n } = useTranslation('location')
  const language = toLanguage(i18n.language) ?? 'en'
  const locations = useLocations(language)
  if (locations.state === 'error')
    return <LocationError kind={locations.kind} />
  if (locations.state === 'loading') return <LocationLoading />
  return (
    <LocationList
      page={locations.page}
      map={locations.map}
      language={language}
    />
  )
}
