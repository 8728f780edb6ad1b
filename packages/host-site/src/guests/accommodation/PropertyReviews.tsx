import { toLanguage } from '@resort/core'
import { propertyReviews } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { Suspense, use } from 'react'
import { Link } from 'react-router'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { RatingSummary, ReviewList } from '../reviews/ReviewList'
import { reviewsTextsFor } from '../reviews/reviewsTexts'

/**
 * A property's verified reviews (issue 16): the average and count of those staff published, and
 * each with the guest's language marked where it is not the page's.
 */
function Reviews({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation('reviews')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(propertyReviews, { propertyId, lang: language })
  // Reviews add to the page; a failure to load them leaves the rest as it is.
  if (answer.state !== 'done') return null
  const { average, count, reviews } = answer.value
  return (
    <section aria-labelledby="property-reviews" className="property-reviews">
      <h2 id="property-reviews">{t('title')}</h2>
      <RatingSummary average={average} count={count} />
      <ReviewList reviews={reviews} level={2} />
      {count > 0 ? (
        <p>
          <Link to={pagePath('reviews', language, propertyId)}>
            {t('property_link', { name: answer.value.name })}
          </Link>
        </p>
      ) : null}
    </section>
  )
}

/** The reviews with their own texts (a namespace that loads with them); the page does not wait. */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  return (
    <Suspense fallback={null}>
      <ReviewsWithTexts propertyId={propertyId} />
    </Suspense>
  )
}

function ReviewsWithTexts({ propertyId }: { propertyId: string }) {
  const { i18n } = useTranslation()
  use(reviewsTextsFor(i18n))
  return <Reviews propertyId={propertyId} />
}
