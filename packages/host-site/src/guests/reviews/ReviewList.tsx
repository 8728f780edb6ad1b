import { toLanguage } from '@resort/core'
import type { PropertyReviews } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'

/** "2027-06" as the month of a stay in the page's language, without Intl (same on server and browser). */
function stayMonth(t: (key: string) => string, stayedIn: string): string {
  const [year, month] = stayedIn.split('-')
  return `${t(`months.${Number(month)}`)} ${year}`
}

/** "4.5 of 5 from 2 verified reviews", or that there is none yet. */
export function RatingSummary({
  average,
  count,
}: Pick<PropertyReviews, 'average' | 'count'>) {
  const { t, i18n } = useTranslation('reviews')
  const language = toLanguage(i18n.language) ?? 'en'
  return average === null ? (
    <p>{t('none')}</p>
  ) : (
    <p className="property-reviews__summary">
      {t('summary', { average: average.toLocaleString(language), count })}
    </p>
  )
}

/**
 * A property's verified reviews (issue 16), each with its guest and month and the guest's
 * language marked where it is not the page's; headed one level below `level`.
 */
export function ReviewList({
  reviews,
  level,
}: {
  reviews: PropertyReviews['reviews']
  /** The level of the heading the list sits under. */
  level: 1 | 2
}) {
  const { t, i18n } = useTranslation('reviews')
  const language = toLanguage(i18n.language) ?? 'en'
  const Heading = level === 1 ? 'h2' : 'h3'
  return (
    <ul className="property-reviews__list">
      {reviews.map((review) => {
        const foreign = review.language !== language
        return (
          <li key={review.id}>
            <article aria-labelledby={`review-${review.id}`}>
              <Heading
                id={`review-${review.id}`}
                lang={foreign ? review.language : undefined}
              >
                {review.title}
              </Heading>
              <p className="property-reviews__rating">
                {t('rating', { rating: review.rating })}
              </p>
              <p lang={foreign ? review.language : undefined}>{review.text}</p>
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
  )
}
