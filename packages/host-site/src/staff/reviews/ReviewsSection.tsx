import { ListSection } from '../list/ListSection'
import {
  ReviewModerationContext,
  useReviewModeration,
} from './ReviewModeration'
import { reviewsScreen } from './reviewsScreen'

/** The reviews' page: its list screen, with the moderation its cards and status line share. */
export function ReviewsSection() {
  return (
    <ReviewModerationContext value={useReviewModeration()}>
      <ListSection screen={reviewsScreen} />
    </ReviewModerationContext>
  )
}
