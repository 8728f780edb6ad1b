import {
  ApiError,
  moderateReview,
  type OutputOf,
  type adminReviews,
} from '@resort/core/api'
import { useSiteApi } from '../../api/SiteApiContext'
import { useTranslation } from '../../i18n/translation'
import type { ListContext } from '../list/listScreen'

export type StaffReview = OutputOf<typeof adminReviews>['items'][number]
type Decision = 'publish' | 'reject'

/** A review as staff read it, with publish and reject while it waits for a decision. */
export function ReviewCard({
  review,
  context: { say, reload },
}: {
  review: StaffReview
  context: ListContext
}) {
  const { t } = useTranslation('admin')
  const api = useSiteApi()

  async function decide(decision: Decision) {
    try {
      await api.call(moderateReview, { reviewId: review.id, decision })
      say(t(`reviews.done_${decision}`, { title: review.title }))
      reload()
    } catch (error) {
      const gone = error instanceof ApiError && error.kind === 'not_found'
      say(t(gone ? 'reviews.gone' : 'reviews.not_saved'))
      if (gone) reload()
    }
  }

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
          <p className="admin-reviews__actions">
            {(['publish', 'reject'] as const).map((decision) => (
              <button
                key={decision}
                type="button"
                className={
                  decision === 'publish'
                    ? 'account-button'
                    : 'account-button account-button--secondary'
                }
                onClick={() => void decide(decision)}
              >
                {t(`reviews.${decision}`, { title: review.title })}
              </button>
            ))}
          </p>
        ) : null}
      </article>
    </li>
  )
}
