import type { PropertySummary } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface SearchResultsProps {
  items: readonly PropertySummary[]
  nights: number
  onSelect: (property: PropertySummary, index: number) => void
  /** The address of a picture path the server gave (it is relative to the API). */
  mediaUrl?: (path: string) => string
  /** Shown after a result's Select button (the host page's link to the property). */
  renderExtra?: (property: PropertySummary) => ReactNode
}

/** The available properties of a search, each with its price and a Select button. */
export function SearchResults({
  items,
  nights,
  onSelect,
  mediaUrl = (path) => path,
  renderExtra,
}: SearchResultsProps) {
  const { t, i18n } = useTranslation('search')
  const price = (amount: number, currency: string) =>
    formatPrice(amount, currency, i18n.language)
  return (
    <ul>
      {items.map((property, index) => (
        <li key={property.propertyId}>
          <article className="resort-result">
            {property.image ? (
              // Decorative: the heading names the property.
              <img
                className="resort-result__image"
                src={mediaUrl(property.image)}
                alt=""
                width="600"
                height="400"
                loading="lazy"
              />
            ) : null}
            <h3>{property.name}</h3>
            <p className="resort-result__type">
              {t(`results.type.${property.type}`)}
            </p>
            <p className="resort-stars">
              <span aria-hidden="true">{'★'.repeat(property.stars)}</span>
              <span className="resort-visually-hidden">
                {t('results.stars', { count: property.stars })}
              </span>
            </p>
            <p className="resort-muted">
              {property.city}, {property.regionName}
            </p>
            {property.freeCancellation ? (
              <p className="resort-result__ok">
                {t('results.free_cancellation')}
              </p>
            ) : null}
            <p className="resort-result__price">
              {t('results.nightly', {
                price: price(property.nightlyFrom, property.currency),
              })}
            </p>
            {property.memberNightlyFrom !== undefined ? (
              // Offers are cached for everyone: a member's price is a teaser here, the quote applies it.
              <p className="resort-result__member">
                {t('results.members_nightly', {
                  price: price(property.memberNightlyFrom, property.currency),
                })}
              </p>
            ) : null}
            <p className="resort-muted">
              {t('results.total', {
                count: nights,
                price: price(property.lowestTotal, property.currency),
              })}
            </p>
            <button
              type="button"
              className="resort-button"
              aria-label={t('results.select_label', { name: property.name })}
              onClick={() => onSelect(property, index)}
            >
              {t('results.select')}
            </button>
            {renderExtra?.(property)}
          </article>
        </li>
      ))}
    </ul>
  )
}
