// Verified reviews (issue 16): only a guest whose stay is over reviews it, once per booking, from
// the booking's page; staff publish or reject each before it shows. The review's fields are zod
// mini (stayReview.ts), which the booking page runs too; the rest is the server's.
import * as z from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { bookingTokenSchema } from './booking'
import { propertyTypeSchema } from './search'
import { catalogIdSchema, languageParam } from './stayQuery'
import { stayReviewShape } from './stayReview'

/** POST /api/v1/booking/review: the guest's review of their stay, by the booking's signed link. */
export const reviewRequestSchema = z.object({
  token: bookingTokenSchema,
  lang: languageParam,
  ...stayReviewShape,
})

export const reviewSubmittedResponseSchema = z.object({
  reviewId: z.string(),
  status: z.literal('pending'),
})

/** GET /api/v1/contentful/reviews: a property's published reviews, newest first, with the average. */
export const propertyReviewsQuerySchema = z.object({
  propertyId: catalogIdSchema,
  lang: languageParam,
})

const publishedReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** The language it was written in: the site marks it when it is not the page's. */
  language: z.enum(LANGUAGES),
  /** The guest's first name and the initial of the last. */
  guestName: z.string(),
  /** The month of the stay, yyyy-MM. */
  stayedIn: z.string(),
})

export const propertyReviewsResponseSchema = z.object({
  propertyId: z.string(),
  /** The property's name in the language asked for, and its town. */
  name: z.string(),
  city: z.string(),
  /** The mean of the published ratings to one decimal; null without any. */
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(publishedReview),
})
export type PropertyReviews = z.output<typeof propertyReviewsResponseSchema>

/** The mean of published ratings to one decimal and their number; null without any. */
const ratingSummary = {
  average: z.number().nullable(),
  count: z.number().int(),
}

/** GET /api/v1/contentful/reviews-overview: every property's average and count, and the group's. */
export const reviewsOverviewResponseSchema = z.object({
  ...ratingSummary,
  properties: z.array(
    z.object({
      propertyId: z.string(),
      name: z.string(),
      type: propertyTypeSchema,
      city: z.string(),
      regionName: z.string(),
      ...ratingSummary,
    }),
  ),
})
export type ReviewsOverview = z.output<typeof reviewsOverviewResponseSchema>

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const

/** GET /api/v1/admin/reviews: the reviews to moderate, or those already decided. */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
})

export const adminReviewsResponseSchema = z.object({
  items: z.array(
    publishedReview.extend({
      bookingId: z.string(),
      propertyId: z.string(),
      status: z.enum(REVIEW_STATUSES),
      createdAt: z.string(),
    }),
  ),
})

/** POST /api/v1/admin/reviews/moderate: publish or reject a review. */
export const moderateReviewSchema = z.object({
  reviewId: z.string().min(1, 'required').max(64, 'too_long'),
  decision: z.enum(['publish', 'reject'], 'invalid'),
})

export const reviewModeratedResponseSchema = z.object({
  reviewId: z.string(),
  status: z.enum(REVIEW_STATUSES),
})
