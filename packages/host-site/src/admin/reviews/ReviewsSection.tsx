import { adminReviews, REVIEW_STATUSES } from '@resort/core/api'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { oneOf, useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import {
  ModerationOutcome,
  ReviewModeration,
  useReviewModeration,
} from './ReviewModeration'

/**
 * /{lang}/admin/reviews (issue 16): guests' reviews wait here until staff publish or reject them;
 * a published one counts in its property's average at once. The status shown is in the address.
 */
export function ReviewsSection() {
  const { t } = useTranslation('admin')
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  const moderation = useReviewModeration()
  useAdminTitle(t('reviews.title'))
  const status = oneOf(params, 'status', REVIEW_STATUSES) ?? 'pending'
  const answer = useEndpoint(adminReviews, { status }, { version })
  const shown = answerValue(answer)

  return (
    <section className="admin-section" aria-labelledby="admin-reviews-title">
      <h2 id="admin-reviews-title">{t('reviews.title')}</h2>
      <p>{t('reviews.intro')}</p>
      <div className="admin-content-form__field">
        <label htmlFor="admin-reviews-status">{t('reviews.status')}</label>
        <select
          id="admin-reviews-status"
          value={status}
          onChange={(event) => {
            moderation.getState().dismiss()
            update({ status: event.target.value })
          }}
        >
          {REVIEW_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`reviews.statuses.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <ModerationOutcome moderation={moderation} />
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('reviews.found', { count: answer.value.items.length })
            : undefined
        }
        onRetry={reload}
      />
      <ul className="admin-reviews">
        {shown?.items.map((review) => (
          <li key={review.id}>
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
                <ReviewModeration
                  moderation={moderation}
                  review={review}
                  onModerated={reload}
                />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
