import { toLanguage } from '@resort/core'
import { propertyReviews } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { NotFoundPage } from '../pages/NotFoundPage'
import { RatingSummary, ReviewList } from './ReviewList'

/** One property's verified reviews on a page of their own, with the way to its page and back. */
export function PropertyReviewsPage({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation('reviews')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(propertyReviews, { propertyId, lang: language })
  const found = answer.state === 'done' ? answer.value : undefined
  useDocumentTitle(
    found ? t('property_title', { name: found.name }) : t('title'),
  )
  const server = useServerPage()
  if (found)
    server?.say({
      description: t('property_description', {
        name: found.name,
        city: found.city,
      }),
    })
  if (answer.state === 'error' && answer.kind === 'not_found')
    return <NotFoundPage />
  return (
    <section className="reviews-page" aria-labelledby="reviews-title">
      {found ? (
        <>
          <h1 id="reviews-title">
            {t('property_title', { name: found.name })}
          </h1>
          <RatingSummary average={found.average} count={found.count} />
          <p className="reviews-page__links">
            <Link to={pagePath('accommodation', language, propertyId)}>
              {t('about_property', { name: found.name })}
            </Link>{' '}
            <Link to={pagePath('reviews', language)}>{t('all_reviews')}</Link>
          </p>
          <ReviewList reviews={found.reviews} level={1} />
        </>
      ) : (
        <>
          <h1 id="reviews-title">{t('title')}</h1>
          {answer.state === 'error' ? (
            <p role="alert">{t('error')}</p>
          ) : (
            <p role="status">{t('loading')}</p>
          )}
        </>
      )}
    </section>
  )
}
