import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import type { MapPoint, RegionGroup } from './propertiesByRegion'

/** A property's type, stars and town, as text (the stars' symbols are for the eye only). */
function PropertyFacts({ point }: { point: MapPoint }) {
  const { t } = useTranslation('map')
  return (
    <p className="map-list__facts">
      <span>{t(`type.${point.type}`)}</span>
      {point.stars > 0 ? (
        <span className="map-list__stars">
          <span aria-hidden="true">{'★'.repeat(point.stars)}</span>
          <span className="visually-hidden">
            {t('stars', { count: point.stars })}
          </span>
        </span>
      ) : null}
      <span>{point.city}</span>
    </p>
  )
}

/**
 * The map's alternative (issue 16): every property by region, each a link to its page and to
 * its place on the map; rendered on the server, whole without the map.
 */
export function MapPropertyList({
  groups,
  selectedId,
}: {
  groups: RegionGroup[]
  selectedId?: string | undefined
}) {
  const { t } = useTranslation('map')
  return (
    <section className="map-list" aria-labelledby="map-list">
      {/* The skip link's target: focus lands on the heading, the list follows. */}
      <h2 id="map-list" tabIndex={-1}>
        {t('list.title')}
      </h2>
      {groups.map((group) => (
        <div key={group.regionId} className="map-list__region">
          <h3>
            {group.name}{' '}
            <span className="map-list__count">
              {t('list.count', { count: group.points.length })}
            </span>
          </h3>
          <ul className="map-list__properties">
            {group.points.map((point) => {
              const selected = point.propertyId === selectedId
              return (
                <li
                  key={point.propertyId}
                  className={`map-list__property${selected ? ' is-selected' : ''}`}
                >
                  <Link
                    to={point.href}
                    className="map-list__name"
                    aria-current={selected ? 'true' : undefined}
                  >
                    {point.name}
                  </Link>
                  <PropertyFacts point={point} />
                  <Link
                    to={`?property=${encodeURIComponent(point.propertyId)}`}
                    replace
                    preventScrollReset
                    className="map-list__show"
                  >
                    {t('list.show_on_map')}
                    <span className="visually-hidden">: {point.name}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}
