import type { OutputOf, adminReviews } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { ReviewModeration } from './ReviewModeration'

export type StaffReview = OutputOf<typeof adminReviews>['items'][number]

/** A review as staff read it, with publish and reject while it waits for a decision. */
export function ReviewCard({
  review,
  onModerated,
}: {
  review: StaffReview
  onModerated: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <li>
      <article aria-labelledby={`admin-review-${review.id}`}>
        <h3 id={`admin-review-${review.id}`} lang={review.language}>
          {review.title}
        </h3>
        <p>
          {t('reviews.meta', {
            rating: review.rating,
            property: review.propertyId,
            booking: review.bookingId,
            name: review.guestName,
          })}
        </p>
        <p lang={review.language}>{review.text}</p>
        {review.status === 'pending' ? (
          <ReviewModeration review={review} onModerated={onModerated} />
        ) : null}
      </article>
    </li>
  )
}
