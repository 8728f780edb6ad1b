import '../../platform/styles/map.css'
import { toLanguage } from '@resort/core'
import { interactiveMap } from '@resort/core/api'
import { use, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { MapPropertyList } from './MapPropertyList'
import { mapTextsFor } from './mapTexts'
import { propertiesByRegion, type MapPoint } from './propertiesByRegion'
import { PropertyMap } from './PropertyMap'

/** What a marker's link says: the name first (as shown beside the pin), then the facts. */
const markerLabel = (t: TFunction, point: MapPoint) =>
  [
    point.name,
    t(`type.${point.type}`),
    point.stars > 0 ? t('stars', { count: point.stars }) : '',
    point.city,
  ]
    .filter(Boolean)
    .join(', ')

function MapContent() {
  const { t, i18n } = useTranslation('map')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(interactiveMap, { lang: language })
  useDocumentTitle(t('title'))
  useServerPage()?.say({ description: t('description') })
  const [search] = useSearchParams()
  const map = answer.state === 'done' ? answer.value : undefined
  const groups = useMemo(() => (map ? propertiesByRegion(map) : []), [map])
  // Tab reaches the markers in the list's order.
  const markers = useMemo(
    () =>
      groups.flatMap((group) =>
        group.points.map((point) => ({
          ...point,
          label: markerLabel(t, point),
        })),
      ),
    [groups, t],
  )
  const selected = markers.find(
    (point) => point.propertyId === search.get('property'),
  )

  return (
    <section className="map-page" aria-labelledby="map-title">
      <h1 id="map-title">{t('title')}</h1>
      <p className="map-page__intro">{t('intro')}</p>
      {answer.state === 'error' ? (
        <div role="alert">
          <h2>{t('error_title')}</h2>
          <p>{t('error')}</p>
        </div>
      ) : !map ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <a className="map-page__skip" href="#map-list">
            {t('skip_map')}
          </a>
          <PropertyMap
            points={markers}
            bounds={map.bounds}
            styleUrl={map.styleUrl}
            selected={selected}
          />
          <MapPropertyList groups={groups} selectedId={selected?.propertyId} />
        </>
      )}
    </section>
  )
}

/** /{lang}/map (issue 16): every property on an interactive map, and in a list by region. */
export function MapPage() {
  const { i18n } = useTranslation()
  // Its labels load with it (Suspense), in the page's language only.
  use(mapTextsFor(i18n))
  return <MapContent />
}
