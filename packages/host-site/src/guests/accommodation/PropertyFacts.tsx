import type { PropertyType } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'

/** A property's type, stars and place, as the list and the detail page show them. */
export function PropertyFacts({
  type,
  stars,
  city,
  regionName,
}: {
  type: PropertyType
  stars: number
  city: string
  regionName: string
}) {
  const { t } = useTranslation('accommodation')
  return (
    <p className="property-facts">
      <span>{t(`type.${type}`)}</span>
      {stars > 0 ? (
        <span className="property-facts__stars">
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
          <span className="visually-hidden">
            {t('stars', { count: stars })}
          </span>
        </span>
      ) : null}
      <span>{[city, regionName].filter(Boolean).join(', ')}</span>
    </p>
  )
}
