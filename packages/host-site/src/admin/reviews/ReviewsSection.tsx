import {
  adminReviews,
  ApiError,
  moderateReview,
  REVIEW_STATUSES,
} from '@resort/core/api'
import { useState } from 'react'
import { useSiteApi } from '../../api/SiteApiContext'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { oneOf, useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'

type Decision = 'publish' | 'reject'

/**
 * /{lang}/admin/reviews (issue 16): guests' reviews wait here until staff publish or reject them;
 * a published one counts in its property's average at once. The status shown is in the address.
 */
export function ReviewsSection() {
  const { t } = useTranslation('admin')
  const api = useSiteApi()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  const [outcome, setOutcome] = useState<string>()
  useAdminTitle(t('reviews.title'))
  const status = oneOf(params, 'status', REVIEW_STATUSES) ?? 'pending'
  const answer = useEndpoint(adminReviews, { status }, { version })
  const shown = answerValue(answer)

  async function decide(reviewId: string, title: string, decision: Decision) {
    try {
      await api.call(moderateReview, { reviewId, decision })
      setOutcome(t(`reviews.done_${decision}`, { title }))
      reload()
    } catch (error) {
      const gone = error instanceof ApiError && error.kind === 'not_found'
      setOutcome(t(gone ? 'reviews.gone' : 'reviews.not_saved'))
      if (gone) reload()
    }
  }

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
            setOutcome(undefined)
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
      <div role="status">{outcome ? <p>{outcome}</p> : null}</div>
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
                      onClick={() =>
                        void decide(review.id, review.title, decision)
                      }
                    >
                      {t(`reviews.${decision}`, { title: review.title })}
                    </button>
                  ))}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
