import { toLanguage } from '@resort/core'
import { reviewsOverview } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { RatingSummary } from './ReviewList'

/** The group's verified reviews: its average, and each property's with a link to its reviews. */
export function ReviewsOverviewPage() {
  const { t, i18n } = useTranslation('reviews')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(reviewsOverview, { lang: language })
  useDocumentTitle(t('title'))
  useServerPage()?.say({ description: t('overview_description') })
  return (
    <section className="reviews-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('title')}</h1>
      <p className="reviews-page__intro">{t('overview_intro')}</p>
      {answer.state === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : answer.state === 'error' ? (
        <p role="alert">{t('error')}</p>
      ) : (
        <>
          <RatingSummary
            average={answer.value.average}
            count={answer.value.count}
          />
          <h2>{t('properties')}</h2>
          <ul className="reviews-page__properties">
            {answer.value.properties.map((property) => (
              <li key={property.propertyId}>
                <Link
                  to={pagePath('reviews', language, property.propertyId)}
                  className="reviews-page__property"
                >
                  {t('property_link', { name: property.name })}
                </Link>{' '}
                <span className="reviews-page__place">
                  {property.city}, {property.regionName}
                </span>
                <span className="reviews-page__rating">
                  {property.average === null
                    ? t('property_none')
                    : t('summary', {
                        average: property.average.toLocaleString(language),
                        count: property.count,
                      })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
