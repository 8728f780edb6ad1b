import { toLanguage } from '@resort/core'
import { propertyReviews } from '@resort/core/api'
import { Suspense, use } from 'react'
import { useSiteApi } from '../api/SiteApiContext'
import { useApiAnswer } from '../api/useApiAnswer'
import { useTranslation } from '../i18n/translation'
import { reviewsTextsFor } from './reviewsTexts'

/** "2027-06" as the month of a stay in the page's language, without Intl (same on server and browser). */
function stayMonth(t: (key: string) => string, stayedIn: string): string {
  const [year, month] = stayedIn.split('-')
  return `${t(`months.${Number(month)}`)} ${year}`
}

/**
 * A property's verified reviews (issue 16): the average and count of those staff published, and
 * each with the guest's language marked where it is not the page's.
 */
function Reviews({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation('reviews')
  const api = useSiteApi()
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useApiAnswer(
    `property-reviews:${propertyId}:${language}`,
    () => api.call(propertyReviews, { propertyId, lang: language }),
  )
  // Reviews add to the page; a failure to load them leaves the rest as it is.
  if (answer.state !== 'done') return null
  const { average, count, reviews } = answer.value
  return (
    <section aria-labelledby="property-reviews" className="property-reviews">
      <h2 id="property-reviews">{t('title')}</h2>
      {average === null ? (
        <p>{t('none')}</p>
      ) : (
        <p className="property-reviews__summary">
          {t('summary', {
            average: average.toLocaleString(language),
            count,
          })}
        </p>
      )}
      <ul className="property-reviews__list">
        {reviews.map((review) => {
          const foreign = review.language !== language
          return (
            <li key={review.id}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3
                  id={`review-${review.id}`}
                  lang={foreign ? review.language : undefined}
                >
                  {review.title}
                </h3>
                <p className="property-reviews__rating">
                  {t('rating', { rating: review.rating })}
                </p>
                <p lang={foreign ? review.language : undefined}>
                  {review.text}
                </p>
                <p className="property-reviews__by">
                  {t('by', {
                    name: review.guestName,
                    month: stayMonth(t, review.stayedIn),
                  })}
                  {foreign
                    ? ` · ${t('written_in', {
                        language: t(`languages.${review.language}`),
                      })}`
                    : null}
                </p>
              </article>
            </li>
          )
        })}
      </ul>
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
