import type { ApiClient } from '../api/createApiClient'
import type { InputOf } from '../api/endpoint'
import { moderateReview } from '../api/endpoints'
import { moderateReviewSchema } from '../api/reviews'
import { requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** A decision on one review, with its title for the sentence that announces it. */
export type ReviewDecision = InputOf<typeof moderateReview> & { title: string }

/**
 * Staff publishing or rejecting guests' reviews (issue 16), one decision at a time for the whole
 * list; `done` is the decision that went through.
 */
export type ReviewModeration = StaffAction<
  'moderate',
  ReviewDecision,
  ReviewDecision
>

/** The moderation of a list of reviews; each `moderate(decision)` is one call. */
export function createReviewModeration({
  api,
}: {
  api: ApiClient
}): ReviewModeration {
  const none: ReviewDecision = { reviewId: '', decision: 'publish', title: '' }
  return createStaffAction('moderate', {
    draft: none,
    check: ({ reviewId, decision }) =>
      requestCodes(moderateReviewSchema, { reviewId, decision }),
    send: async (draft) => {
      const { reviewId, decision } = draft
      await api.call(moderateReview, { reviewId, decision })
      return draft
    },
  })
}
