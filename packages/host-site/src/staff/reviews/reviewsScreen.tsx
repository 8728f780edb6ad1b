import { adminReviews, REVIEW_STATUSES, type InputOf } from '@resort/core/api'
import { choices } from '../list/choices'
import { oneOf } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'
import { ReviewCard, type StaffReview } from './ReviewCard'
import { ModerationOutcome } from './ReviewModeration'

/**
 * /{lang}/admin/reviews (issue 16): guests' reviews wait here until staff publish or reject them;
 * a published one counts in its property's average at once. The status shown is in the address.
 */
export const reviewsScreen: ListScreen<
  InputOf<typeof adminReviews>,
  StaffReview
> = {
  texts: 'reviews',
  intro: true,
  status: () => <ModerationOutcome />,
  endpoint: adminReviews,
  query: (params) => ({
    status: oneOf(params, 'status', REVIEW_STATUSES) ?? 'pending',
  }),
  filters: {
    applies: 'at_once',
    fields: [
      {
        kind: 'select',
        name: 'status',
        useOptions: choices(REVIEW_STATUSES, 'reviews.statuses'),
      },
    ],
  },
  itemId: (review) => review.id,
  card: (review, { reload }) => (
    <ReviewCard review={review} onModerated={reload} />
  ),
}
