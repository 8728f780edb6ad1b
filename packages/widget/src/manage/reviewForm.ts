import { stayReviewSchema } from '@resort/core/api'
import type { StayReview } from '@resort/core/reservation'
import type { Resolver } from 'react-hook-form'
import { validateParts } from '../forms/validateParts'

/** The review form's values: the rating as its radio gives it ('' until one is chosen). */
export interface ReviewValues {
  review: { rating: string; title: string; text: string }
}

export const REVIEW_FIELDS = [
  'review.rating',
  'review.title',
  'review.text',
] as const

export const REVIEW_FIELD_LABELS = [
  ['review.rating', 'rating.legend'],
  ['review.title', 'title_label'],
  ['review.text', 'text_label'],
] as const

/** Checks a review with core's schema of its fields, as the server will. */
export const reviewResolver: Resolver<ReviewValues, unknown, StayReview> = (
  values,
) => {
  const { rating, title, text } = values.review
  const { valid, output, errors } = validateParts<ReviewValues>([
    [
      'review',
      stayReviewSchema,
      { rating: rating === '' ? undefined : Number(rating), title, text },
    ],
  ])
  return valid
    ? { values: output.review as StayReview, errors: {} }
    : { values: {}, errors }
}
