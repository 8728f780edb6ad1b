import '../../platform/styles/content.css'
import { use } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { PropertyReviewsPage } from './PropertyReviewsPage'
import { ReviewsOverviewPage } from './ReviewsOverviewPage'
import { reviewsTextsFor } from './reviewsTexts'

/**
 * /{lang}/{reviews slug}[/{propertyId}] (SPEC 2, localized): the group's verified reviews, or a
 * property's (issue 16).
 */
export function ReviewsRoute() {
  const { propertyId } = useParams()
  const { i18n } = useTranslation()
  // The labels load with the page (Suspense), in its language only.
  use(reviewsTextsFor(i18n))
  return propertyId === undefined ? (
    <ReviewsOverviewPage />
  ) : (
    <PropertyReviewsPage key={propertyId} propertyId={propertyId} />
  )
}
